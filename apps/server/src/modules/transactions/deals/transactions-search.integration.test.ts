import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { transactionParticipants, transactions } from '../transactions.schema';
import { listAll, sessions } from '../transactions.test-kit';

let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;
let broker: string;
beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = sessions(ctx);
  broker = await cookieFor('broker@demo.test');
});
afterAll(() => ctx.close());

const search = async (q: string, cookie = broker) =>
  listAll(ctx, cookie, '/api/transactions', `limit=100&q=${encodeURIComponent(q)}`);

describe('search', () => {
  it('finds deals by a piece of the street address, any case', async () => {
    const [deal] = await ctx.db
      .select({ id: transactions.id, line1: transactions.addressLine1 })
      .from(transactions)
      .where(eq(transactions.organizationId, ctx.seed!.harborview.id))
      .limit(1);
    const street = deal!.line1.split(' ').slice(0, 2).join(' ').toUpperCase();
    const found = await search(street);
    expect(found.map((d) => d.id)).toContain(deal!.id);
    expect(found.every((d) => `${d.address.line1}`.toUpperCase().includes(street))).toBe(true);
  });

  it('finds a deal by its MLS number', async () => {
    const [deal] = await ctx.db
      .select({ id: transactions.id, mls: transactions.mlsNumber })
      .from(transactions)
      .where(and(eq(transactions.status, 'active'), isNotNull(transactions.mlsNumber)))
      .limit(1);
    const found = await search(deal!.mls!.toLowerCase());
    expect(found.map((d) => d.id)).toEqual([deal!.id]);
  });

  it('finds deals by a participant’s name', async () => {
    const buyerId = ctx.seed!.harborview.users.get('buyer')!;
    const rows = await ctx.db
      .select({ tx: transactionParticipants.transactionId })
      .from(transactionParticipants)
      .where(eq(transactionParticipants.userId, buyerId));
    const found = await search('summers');
    expect(new Set(found.map((d) => d.id))).toEqual(new Set(rows.map((r) => r.tx)));
    const company = await search('evergreen home');
    expect(company.length).toBeGreaterThan(0);
  });

  it('takes % and _ literally and stays inside the caller’s scope', async () => {
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    const lakeside = await search('WA', await cookieFor('broker@lakeside.demo.test'));
    expect(lakeside.every((d) => d.organization_id === ctx.seed!.lakeside.id)).toBe(true);
  });
});

describe('filters', () => {
  it('combines status, type, side, agent, team and closing range', async () => {
    const all = await listAll(ctx, broker);
    const team = ctx.seed!.harborview.teams.get('Harbor North Team')!;
    const cases: [string, (d: any) => boolean][] = [
      ['status=active,under_contract', (d) => ['active', 'under_contract'].includes(d.status)],
      ['status=closed&type=sale', (d) => d.status === 'closed' && d.type === 'sale'],
      ['side=dual', (d) => d.side === 'dual'],
      ['agent=me', (d) => d.owner.first_name === 'Daniel'],
      [`team=${team}`, (d) => d.team?.id === team],
      ['closing_from=2000-01-01&closing_to=2199-12-31', (d) => d.closing_date !== null],
    ];
    for (const [query, keep] of cases) {
      const got = await listAll(ctx, broker, '/api/transactions', `limit=100&${query}`);
      expect(got.length, query).toBeGreaterThan(0);
      expect(new Set(got.map((d) => d.id)), query).toEqual(new Set(all.filter(keep).map((d) => d.id)));
    }
    const counts = await ctx.request('GET', '/api/transactions/counts?type=sale', { cookie: broker });
    expect(counts.json.total).toBe(all.filter((d) => d.type === 'sale').length);
    expect(counts.json.counts.closed).toBe(
      all.filter((d) => d.type === 'sale' && d.status === 'closed').length,
    );
  });

  it('refuses bad filters with field errors', async () => {
    const bad = await ctx.request(
      'GET',
      '/api/transactions?status=open&closing_from=2026-02-30&limit=0&sort=size',
      { cookie: broker },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(['closing_from', 'limit', 'sort', 'status.0']);
    const range = await ctx.request(
      'GET',
      '/api/transactions?closing_from=2026-05-01&closing_to=2026-04-01',
      { cookie: broker },
    );
    expect(range.json.error.fields).toHaveProperty('closing_to');
  });
});

describe('keyset pagination', () => {
  const sorts = [
    '-updated_at',
    'updated_at',
    'created_at',
    'closing_date',
    '-closing_date',
    'price',
    '-price',
    'address',
    '-address',
  ];

  it.each(sorts)('pages sorted by %s are complete, without repeats, in order', async (sort) => {
    const whole = (await ctx.request('GET', `/api/transactions?limit=100&sort=${sort}`, { cookie: broker }))
      .json;
    const rest = whole.nextCursor
      ? await listAll(ctx, broker, '/api/transactions', `limit=100&sort=${sort}&cursor=${whole.nextCursor}`)
      : [];
    const paged = await listAll(ctx, broker, '/api/transactions', `limit=9&sort=${sort}`);
    expect(paged.map((d) => d.id)).toEqual([...whole.items, ...rest].map((d: any) => d.id));
    expect(paged.length).toBe(
      await ctx.request('GET', '/api/transactions/counts', { cookie: broker }).then((r) => r.json.total),
    );
    const key = (d: any) =>
      sort.includes('closing')
        ? d.closing_date
        : sort.includes('address')
          ? d.title.toLowerCase()
          : sort.includes('price')
            ? (d.sale_price_cents ?? d.offer_price_cents ?? d.list_price_cents)
            : sort.includes('created')
              ? d.created_at
              : d.updated_at;
    const values = paged.map(key).filter((v) => v !== null);
    const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(values).toEqual(sort.startsWith('-') ? sorted.reverse() : sorted);
    if (sort.includes('closing'))
      expect(paged.findIndex((d) => d.closing_date === null)).toBeGreaterThan(
        paged.findLastIndex((d) => d.closing_date !== null),
      );
  });

  it('refuses a forged or foreign cursor with 400', async () => {
    const forged = Buffer.from(JSON.stringify(['-updated_at', 'yesterday', crypto.randomUUID()])).toString(
      'base64url',
    );
    for (const cursor of ['!!!', 'abc', forged]) {
      const r = await ctx.request('GET', `/api/transactions?cursor=${cursor}`, { cookie: broker });
      expect(r.status, cursor).toBe(400);
      expect(r.json.error.fields).toHaveProperty('cursor');
    }
    const page = await ctx.request('GET', '/api/transactions?limit=2&sort=price', { cookie: broker });
    expect(
      (
        await ctx.request('GET', `/api/transactions?sort=address&cursor=${page.json.nextCursor}`, {
          cookie: broker,
        })
      ).status,
    ).toBe(400);
  });
});

describe('CSV export', () => {
  it('exports exactly the caller’s scoped, filtered list as text/csv', async () => {
    for (const email of ['realtor@demo.test', 'broker@lakeside.demo.test', 'buyer@demo.test']) {
      const cookie = await cookieFor(email);
      const ids = (
        await listAll(ctx, cookie, '/api/transactions', 'limit=100&status=active,under_contract,closed')
      )
        .map((d) => d.id)
        .sort();
      const csv = await ctx.request('GET', '/api/transactions/export?status=active,under_contract,closed', {
        cookie,
      });
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('content-disposition')).toMatch(
        /^attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(csv.headers.get('x-truncated')).toBe('false');
      expect(csv.headers.get('x-row-count')).toBe(String(ids.length));
      const rows = csv.text.trim().split('\r\n').slice(1);
      expect(rows.map((r) => r.slice(0, 36)).sort(), email).toEqual(ids);
    }
  });

  it('is refused without read permission and with bad filters', async () => {
    expect((await ctx.request('GET', '/api/transactions/export')).status).toBe(401);
    expect(
      (
        await ctx.request('GET', '/api/transactions/export', {
          cookie: await cookieFor('unassigned@demo.test'),
        })
      ).status,
    ).toBe(403);
    expect(
      (await ctx.request('GET', '/api/transactions/export?status=nope', { cookie: broker })).status,
    ).toBe(400);
  });
});
