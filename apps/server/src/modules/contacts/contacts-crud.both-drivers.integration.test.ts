import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { cookieJar, rows } from '../../test/integration-helpers';

let ctx: TestContext;
let as: ReturnType<typeof cookieJar>;
let realtor: string;

beforeAll(async () => {
  ctx = await createTestContext();
  as = cookieJar(ctx);
  realtor = await as('realtor@demo.test');
});
afterAll(() => ctx.close());

const create = (body: Record<string, unknown>, cookie = realtor) =>
  ctx.request('POST', '/api/contacts', { cookie, body });

describe('create, read, update, delete', () => {
  it('creates a full contact owned by the caller and reads it back', async () => {
    const res = await create({
      first_name: 'Penelope',
      last_name: 'Quartermaine',
      emails: [{ label: 'work', value: 'P.Quartermaine@Example.test' }, { value: 'penny@home.test' }],
      phones: [{ value: '(206) 555-7788' }],
      address: { street: '12 Pier Rd', city: 'Harborview', region: 'WA', postal_code: '98101' },
      types: ['buyer', 'investor'],
      stage: 'qualified',
      lead_source: 'referral',
      tags: ['VIP', 'vip', 'waterfront'],
      price_min: 400000,
      price_max: 650000,
      areas_of_interest: ['Bayfront'],
      birthday: '1984-07-04',
      home_anniversary: '2015-06-01',
      consent_email: true,
      notes: 'Wants a view.',
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      display_name: 'Penelope Quartermaine',
      owner: { first_name: 'Riley', last_name: 'Chen' },
      emails: [
        { label: 'work', value: 'P.Quartermaine@Example.test' },
        { label: 'personal', value: 'penny@home.test' },
      ],
      tags: ['VIP', 'waterfront'],
      address: { street: '12 Pier Rd', unit: '', country: '' },
      stage: 'qualified',
      consent_sms: false,
      needs_attention: false,
    });
    const get = await ctx.request('GET', `/api/contacts/${res.json.id}`, { cookie: realtor });
    expect(get.json).toEqual(res.json);
  });

  it('answers bad input with 400 and field errors', async () => {
    const res = await create({
      first_name: '',
      emails: [{ value: 'nope' }],
      phones: [{ value: '42' }],
      stage: 'sideways',
      price_min: 5,
      price_max: 1,
      extra: 1,
    });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('VALIDATION_FAILED');
    expect(res.json.error.fields).toMatchObject({
      first_name: 'Required',
      'emails.0.value': 'Not a valid e-mail address',
      'phones.0.value': 'Not a valid phone number',
      stage: expect.any(String),
    });
    expect((await ctx.request('GET', '/api/contacts/not-a-uuid', { cookie: realtor })).status).toBe(400);
    expect(
      (await ctx.request('GET', '/api/contacts?cursor=garbage', { cookie: realtor })).json.error.fields,
    ).toEqual({ cursor: 'Not a cursor from this list' });
  });

  it('records a stage change on the timeline and recomputes search on rename; delete hides the contact', async () => {
    const { json: c } = await create({ first_name: 'Stella', last_name: 'Stage' });
    const patched = await ctx.request('PATCH', `/api/contacts/${c.id}`, {
      cookie: realtor,
      body: { stage: 'active', last_name: 'Starling' },
    });
    expect(patched.status).toBe(200);
    expect(patched.json).toMatchObject({ stage: 'active', display_name: 'Stella Starling' });
    const timeline = await ctx.request('GET', `/api/contacts/${c.id}/activities`, { cookie: realtor });
    expect(timeline.json.items).toMatchObject([
      { kind: 'stage_change', details: { from: 'new', to: 'active' }, author: { first_name: 'Riley' } },
    ]);
    const found = await ctx.request('GET', '/api/contacts?q=starl', { cookie: realtor });
    expect(found.json.items.map((i: { id: string }) => i.id)).toEqual([c.id]);
    const audit = await rows<{ action: string }>(
      ctx,
      sql`select action from audit_log where entity_id = ${c.id} order by created_at`,
    );
    expect(audit.map((a) => a.action)).toEqual(['contact.create', 'contact.update']);
    expect((await ctx.request('DELETE', `/api/contacts/${c.id}`, { cookie: realtor })).status).toBe(200);
    expect((await ctx.request('GET', `/api/contacts/${c.id}`, { cookie: realtor })).status).toBe(404);
  });
});

describe('search', () => {
  beforeAll(async () => {
    await create({
      first_name: 'Maximilian',
      last_name: 'Okonkwo-Hart',
      emails: [{ value: 'max.hart@quill.test' }],
      phones: [{ value: '+1 (425) 555-9137' }],
    });
  });
  const search = async (q: string) =>
    (
      await ctx.request('GET', `/api/contacts?q=${encodeURIComponent(q)}`, { cookie: realtor })
    ).json.items.map((i: { display_name: string }) => i.display_name);

  it('finds by partial first or last name, any case, accents ignored', async () => {
    expect(await search('maxim')).toEqual(['Maximilian Okonkwo-Hart']);
    expect(await search('OKONK')).toEqual(['Maximilian Okonkwo-Hart']);
    expect(await search('hart max')).toEqual(['Maximilian Okonkwo-Hart']);
  });
  it('finds by partial e-mail', async () => {
    expect(await search('hart@quill')).toEqual(['Maximilian Okonkwo-Hart']);
  });
  it('finds by phone however it is typed, with or without country code', async () => {
    expect(await search('555-9137')).toEqual(['Maximilian Okonkwo-Hart']);
    expect(await search('(425) 555 91')).toEqual(['Maximilian Okonkwo-Hart']);
    expect(await search('+14255559137')).toEqual(['Maximilian Okonkwo-Hart']);
  });
  it('forgives typos where pg_trgm is installed (PostgreSQL), and matches exactly without it (PGlite)', async () => {
    const trigram = (
      await rows<{ ok: boolean }>(
        ctx,
        sql`select exists(select 1 from pg_extension where extname = 'pg_trgm') as ok`,
      )
    )[0]!.ok;
    expect(trigram).toBe(ctx.kind === 'postgres');
    expect(await search('maximillian okonkwo')).toEqual(trigram ? ['Maximilian Okonkwo-Hart'] : []);
  });

  it('finds nothing for what is not there', async () => {
    expect(await search('zzqx')).toEqual([]);
    expect(await search('maximilian zzqx')).toEqual([]);
  });
});

describe('list', () => {
  it('pages with keyset cursors without gaps or repeats, in every sort', async () => {
    const broker = await as('broker@demo.test');
    const total = (await ctx.request('GET', '/api/contacts/facets', { cookie: broker })).json.total;
    expect(total).toBeGreaterThan(350);
    for (const sort of ['name', '-created_at', '-updated_at']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { json: { items: { id: string }[]; nextCursor: string | null } } = await ctx.request(
          'GET',
          `/api/contacts?limit=97&sort=${sort}${cursor ? `&cursor=${cursor}` : ''}`,
          { cookie: broker },
        );
        seen.push(...page.json.items.map((i) => i.id));
        cursor = page.json.nextCursor;
      } while (cursor);
      expect(seen.length).toBe(total);
      expect(new Set(seen).size).toBe(total);
    }
  });

  it('filters by type, stage, tag, owner, source and needs attention, and the facets agree', async () => {
    const broker = await as('broker@demo.test');
    const q = 'type=buyer&stage=active,qualified&owner=me';
    const list = await ctx.request('GET', `/api/contacts?${q}&limit=200`, { cookie: broker });
    expect(list.json.items.length).toBeGreaterThan(0);
    for (const c of list.json.items) {
      expect(c.types).toContain('buyer');
      expect(['active', 'qualified']).toContain(c.stage);
      expect(c.owner.first_name).toBe('Daniel');
    }
    const attention = await ctx.request('GET', '/api/contacts?needs_attention=true&limit=200', {
      cookie: broker,
    });
    expect(attention.json.items.every((c: { needs_attention: boolean }) => c.needs_attention)).toBe(true);
    const facets = await ctx.request('GET', '/api/contacts/facets', { cookie: broker });
    const pool = await ctx.request('GET', '/api/contacts?owner=unassigned&limit=200', { cookie: broker });
    expect(pool.json.items.length).toBe(
      facets.json.owners.find((o: { owner: unknown }) => o.owner === null).count,
    );
    const tagged = await ctx.request('GET', '/api/contacts?tag=vip&source=referral&limit=200', {
      cookie: broker,
    });
    for (const c of tagged.json.items)
      expect([c.tags.includes('vip'), c.lead_source]).toEqual([true, 'referral']);
  });
});

describe('garbage in, 400 out (never 500)', () => {
  it('create', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.anything(),
          fc.record(
            {
              first_name: fc.anything(),
              emails: fc.anything(),
              phones: fc.anything(),
              price_min: fc.anything(),
              birthday: fc.string(),
            },
            { requiredKeys: [] },
          ),
        ),
        async (body) => {
          const res = await ctx.request('POST', '/api/contacts', {
            cookie: realtor,
            body: JSON.stringify(body) ?? 'null',
          });
          expect([201, 400]).toContain(res.status);
        },
      ),
      { numRuns: 60 },
    );
  });
  it('list query', async () => {
    const keys = [
      'q',
      'type',
      'stage',
      'tag',
      'owner',
      'source',
      'needs_attention',
      'sort',
      'limit',
      'cursor',
      'team',
      'x',
    ];
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...keys), fc.string()), async (query) => {
        const res = await ctx.request('GET', `/api/contacts?${new URLSearchParams(query)}`, {
          cookie: realtor,
        });
        expect([200, 400]).toContain(res.status);
      }),
      { numRuns: 80 },
    );
  });
  it('import', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.anything(),
          fc.record({
            source: fc.oneof(
              fc.record({ csv: fc.string() }),
              fc.record({ header: fc.array(fc.string()), rows: fc.array(fc.array(fc.string())) }),
            ),
            mapping: fc.option(
              fc.dictionary(fc.string(), fc.constantFrom('first_name', 'email', 'phone', 'ignore')),
            ),
            dry_run: fc.constant(true),
          }),
        ),
        async (body) => {
          const res = await ctx.request('POST', '/api/contacts/import', {
            cookie: realtor,
            body: JSON.stringify(body) ?? 'null',
          });
          expect([200, 400]).toContain(res.status);
        },
      ),
      { numRuns: 60 },
    );
  });
});
