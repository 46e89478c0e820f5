import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { transactionParticipants, transactions } from '../transactions.schema';
import { createDeal, listAll, sessions } from '../transactions.test-kit';

let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;
let realtorDeal: string;
let brokerDeal: string;
const FINANCIAL_KEYS = ['commission', 'financials'];

beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = sessions(ctx);
  const realtor = ctx.seed!.harborview.users.get('realtor')!;
  const broker = ctx.seed!.harborview.users.get('broker')!;
  const deal = await createDeal(ctx, await cookieFor('realtor@demo.test'), {
    sale_price_cents: 41_234_567,
    commission: {
      buyer_side: { kind: 'percent', rate_bps: 300 },
      agents: [{ user_id: realtor, side: 'buyer', share_bps: 10_000, split_bps: 7_000 }],
      fees: [
        {
          label: 'Transaction fee',
          amount: { kind: 'flat', amount_cents: 39_500 },
          paid_by: 'agent',
          agent_user_id: realtor,
          payee: 'brokerage',
        },
      ],
    },
  });
  realtorDeal = deal.id;
  const [other] = await ctx.db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.ownerId, broker), ne(transactions.status, 'draft')))
    .limit(1);
  brokerDeal = other!.id;
  // The realtor and the buyer take part in the broker's deal, so they can open it.
  await ctx.db.insert(transactionParticipants).values([
    {
      transactionId: brokerDeal,
      userId: realtor,
      firstName: 'Riley',
      lastName: 'Chen',
      roles: ['referral_agent'],
    },
    {
      transactionId: brokerDeal,
      userId: ctx.seed!.harborview.users.get('buyer')!,
      firstName: 'Bianca',
      lastName: 'Summers',
      roles: ['buyer'],
    },
  ]);
});
afterAll(() => ctx.close());

function hasFinancialKey(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => FINANCIAL_KEYS.includes(k) || hasFinancialKey(v));
}

async function detail(email: string, id: string) {
  const response = await ctx.request('GET', `/api/transactions/${id}`, { cookie: await cookieFor(email) });
  expect(response.status).toBe(200);
  return response.json;
}

describe('commission figures per role', () => {
  it.each(['managing_broker@demo.test', 'brokerage_admin@demo.test', 'system_admin@demo.test'])(
    '%s sees them on any deal',
    async (email) => {
      const json = await detail(email, realtorDeal);
      expect(json.financials_visible).toBe(true);
      expect(json.commission.breakdown).toMatchObject({
        basis: 'sale',
        gross_cents: 1_237_037,
        brokerage: { net_cents: 410_611 },
      });
      expect(json.commission.breakdown.agents[0]).toMatchObject({ first_name: 'Riley', net_cents: 826_426 });
    },
  );

  it('the owning agent sees them on their own deal', async () => {
    const json = await detail('realtor@demo.test', realtorDeal);
    expect(json.financials_visible).toBe(true);
    expect(json.access.can_edit_financials).toBe(true);
  });

  it.each([
    ['realtor@demo.test', 'on someone else’s deal'],
    ['buyer@demo.test', 'as a client'],
    ['broker@demo.test', 'on a deal the broker does not own'],
    ['team_leader@demo.test', 'on a team member’s deal'],
    ['transaction_coordinator@demo.test', 'as a coordinator'],
  ])('%s gets a DTO without any figure %s', async (email, _why) => {
    const id =
      email.startsWith('realtor') || email.startsWith('buyer')
        ? brokerDeal
        : email.startsWith('transaction')
          ? brokerDeal
          : realtorDeal;
    const json = await detail(email, id);
    expect(json.financials_visible).toBe(false);
    expect(hasFinancialKey(json)).toBe(false);
    expect(json.access.can_see_financials).toBe(false);
  });

  it('lists carry figures only on the rows the caller may see', async () => {
    const broker = await listAll(ctx, await cookieFor('broker@demo.test'));
    const own = ctx.seed!.harborview.users.get('broker')!;
    for (const row of broker) {
      expect(row.financials_visible).toBe(row.owner.id === own);
      expect('financials' in row).toBe(row.owner.id === own);
    }
    const buyer = await listAll(ctx, await cookieFor('buyer@demo.test'));
    expect(buyer.length).toBeGreaterThan(0);
    expect(buyer.some(hasFinancialKey)).toBe(false);
  });

  it('refuses a commission change from someone who may not see it', async () => {
    const cookie = await cookieFor('broker@demo.test');
    const response = await ctx.request('PATCH', `/api/transactions/${realtorDeal}`, {
      cookie,
      body: { commission: null },
    });
    expect(response.status).toBe(403);
    expect(response.json.error.fields).toHaveProperty('commission');
  });

  it('keeps commission changes out of the timeline of those who may not see them', async () => {
    const owner = await cookieFor('realtor@demo.test');
    const patch = await ctx.request('PATCH', `/api/transactions/${realtorDeal}`, {
      cookie: owner,
      body: { commission: null, beds: 4 },
    });
    expect(patch.status).toBe(200);
    const mb = await ctx.request('GET', `/api/transactions/${realtorDeal}/timeline`, {
      cookie: await cookieFor('managing_broker@demo.test'),
    });
    const tl = await ctx.request('GET', `/api/transactions/${realtorDeal}/timeline`, {
      cookie: await cookieFor('team_leader@demo.test'),
    });
    const fields = (json: any) =>
      json.items.find((e: any) => e.action === 'transaction.update').changes.map((c: any) => c.field);
    expect(fields(mb.json).sort()).toEqual(['beds', 'commission']);
    expect(fields(tl.json)).toEqual(['beds']);
  });

  it('the CSV fills figures only where allowed and gives clients no such columns', async () => {
    const broker = await ctx.request('GET', '/api/transactions/export', {
      cookie: await cookieFor('broker@demo.test'),
    });
    expect(broker.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = broker.text.trim().split('\r\n');
    expect(lines[0]).toMatch(/Gross commission,Brokerage net$/);
    const filled = lines.slice(1).filter((l) => /,\d+\.\d\d,\d+\.\d\d$/.test(l));
    expect(filled.length).toBeGreaterThan(0);
    expect(filled.every((l) => l.includes('Daniel Reyes'))).toBe(true);
    const buyer = await ctx.request('GET', '/api/transactions/export', {
      cookie: await cookieFor('buyer@demo.test'),
    });
    expect(buyer.text.split('\r\n')[0]).not.toMatch(/commission/i);
  });
});
