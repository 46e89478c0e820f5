import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { nasty } from '../../test/json-schema-arbitrary';
import { createDeal, sessions } from './transactions-test-kit';

/**
 * Generated garbage never yields a 500: malformed input is a 400 with field errors. Deeper than the
 * every-operation fuzz (openapi-fuzz.integration.test.ts): deal-shaped frames with garbage inside.
 */
let ctx: TestContext;
let cookie: string;
let dealId: string;
let itemId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  cookie = await sessions(ctx)('realtor@demo.test');
  const deal = await createDeal(ctx, cookie, { status: 'active' });
  dealId = deal.id;
  itemId = (await ctx.request('GET', `/api/transactions/${dealId}/checklist`, { cookie })).json.items[0].id;
});
afterAll(() => ctx.close());

const jsonish = fc.oneof(nasty, fc.jsonValue({ maxDepth: 3 }));
const shaped = (keys: string[]) => fc.dictionary(fc.constantFrom(...keys), jsonish, { maxKeys: keys.length });
const rawBody = (keys: string[]) =>
  fc.oneof(
    shaped(keys).map((v) => JSON.stringify(v)),
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc.string(),
  );

async function expectNoServerError(method: string, path: string, body?: string) {
  const response = await ctx.request(method, path, { cookie, ...(body !== undefined && { body }) });
  expect(response.status, `${method} ${path} ${body ?? ''} → ${response.text}`).toBeLessThan(500);
  if (response.status === 400) {
    expect(response.json.error.code).toBe('VALIDATION_FAILED');
    expect(typeof response.json.error.fields).toBe('object');
  }
  return response;
}

const CREATE_KEYS = [
  'type',
  'side',
  'status',
  'title',
  'address',
  'mls_number',
  'property_type',
  'beds',
  'baths',
  'square_feet',
  'year_built',
  'list_price_cents',
  'offer_price_cents',
  'sale_price_cents',
  'earnest_money_cents',
  'financing_type',
  'owner_id',
  'team_id',
  'commission',
  'participants',
  'dates',
];
const RUNS = { numRuns: 80 };
/** Lone surrogates cannot be URI-encoded; send them as invalid UTF-8 bytes instead. */
const encode = (v: string) => {
  try {
    return encodeURIComponent(v);
  } catch {
    return '%ED%A0%80';
  }
};

describe('property: no 500 from garbage', () => {
  it('POST /api/transactions', async () => {
    await fc.assert(
      fc.asyncProperty(rawBody(CREATE_KEYS), (body) =>
        expectNoServerError('POST', '/api/transactions', body).then(() => undefined),
      ),
      RUNS,
    );
  });

  it('POST /api/transactions with a valid frame and garbage inside', async () => {
    const frame = fc.record({
      type: fc.constantFrom('purchase', 'sale', 'lease', 'referral', 'x'),
      side: fc.constantFrom('buyer', 'seller', 'dual', 'landlord', 'tenant'),
      address: fc.oneof(fc.record({ line1: nasty, city: nasty }), nasty),
      commission: fc.oneof(
        fc.constant(null),
        shaped(['listing_side', 'buyer_side', 'referral', 'agents', 'fees']),
      ),
      participants: fc.array(shaped(['user_id', 'contact_id', 'first_name', 'roles', 'email']), {
        maxLength: 3,
      }),
      dates: fc.dictionary(fc.string({ maxLength: 12 }), nasty, { maxKeys: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(frame, (body) =>
        expectNoServerError('POST', '/api/transactions', JSON.stringify(body)).then(() => undefined),
      ),
      RUNS,
    );
  });

  it('PATCH /api/transactions/:id', async () => {
    await fc.assert(
      fc.asyncProperty(rawBody(CREATE_KEYS), (body) =>
        expectNoServerError('PATCH', `/api/transactions/${dealId}`, body).then(() => undefined),
      ),
      RUNS,
    );
  });

  it('GET /api/transactions with any query string', async () => {
    const keys = [
      'q',
      'status',
      'type',
      'side',
      'agent',
      'team',
      'closing_from',
      'closing_to',
      'sort',
      'limit',
      'cursor',
      'x',
    ];
    const query = fc.array(fc.tuple(fc.constantFrom(...keys), fc.oneof(fc.string(), nasty.map(String))), {
      maxLength: 6,
    });
    await fc.assert(
      fc.asyncProperty(query, async (pairs) => {
        const qs = pairs.map(([k, v]) => `${k}=${encode(v)}`).join('&');
        await expectNoServerError('GET', `/api/transactions?${qs}`);
        await expectNoServerError('GET', `/api/transactions/export?${qs}`);
      }),
      RUNS,
    );
  });

  it('actions and sub-resources', async () => {
    const targets: [string, string, string[]][] = [
      ['POST', `/api/transactions/${dealId}/transition`, ['to', 'reason', 'override']],
      [
        'PATCH',
        `/api/transactions/${dealId}/dates/inspection`,
        ['label', 'kind', 'date', 'anchor_key', 'offset_days', 'business_days', 'roll', 'completed'],
      ],
      [
        'POST',
        `/api/transactions/${dealId}/dates`,
        ['key', 'label', 'kind', 'date', 'anchor_key', 'offset_days'],
      ],
      [
        'POST',
        `/api/transactions/${dealId}/participants`,
        ['user_id', 'contact_id', 'first_name', 'last_name', 'email', 'roles'],
      ],
      [
        'POST',
        `/api/transactions/${dealId}/checklist/${itemId}/submit`,
        ['document_id', 'document_name', 'note'],
      ],
      ['POST', `/api/transactions/${dealId}/notes`, ['body', 'mention_user_ids']],
      [
        'POST',
        `/api/transactions/${dealId}/tasks`,
        ['title', 'date_key', 'offset_days', 'due_date', 'assignee_id'],
      ],
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), fc.string({ maxLength: 40 }), (target, pathJunk) =>
        fc.sample(rawBody(target[2]), 1).reduce(async (prev, body) => {
          await prev;
          await expectNoServerError(target[0], target[1], body);
          await expectNoServerError('GET', `/api/transactions/${encode(pathJunk)}/checklist`);
        }, Promise.resolve()),
      ),
      RUNS,
    );
  });
});
