import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_PARTICIPANT_ROLES } from '@threshold/domain/transactions/transaction-enums';
import { createTestContext, type TestContext } from '../../test/harness';
import { transactionParticipants, transactions } from '../transactions/transactions.schema';
import { createDeal, listAll, sessions } from '../transactions/transactions-test-kit';

let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;
let northTeam: string;

beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = sessions(ctx);
  northTeam = ctx.seed!.harborview.teams.get('Harbor North Team')!;
});
afterAll(() => ctx.close());

async function report(email: string, path: string) {
  const response = await ctx.request('GET', path, { cookie: await cookieFor(email) });
  expect(response.status, response.text).toBe(200);
  return response.json;
}

const move = async (email: string, id: string, body: Record<string, unknown>) => {
  const response = await ctx.request('POST', `/api/transactions/${id}/transition`, {
    cookie: await cookieFor(email),
    body,
  });
  expect(response.status, response.text).toBe(200);
};

describe('pipeline conversion', () => {
  it.each([
    ['the whole brokerage', ''],
    ['one team and a closing range', `team=TEAM&closing_from=2020-01-01&closing_to=2035-12-31`],
  ])('stages and fall-through reasons add up with GET /api/transactions (%s)', async (_, raw) => {
    const filters = raw.replace('TEAM', northTeam);
    const json = await report('broker@demo.test', `/api/analytics/conversion?${filters}`);
    const deals = await listAll(ctx, await cookieFor('broker@demo.test'), '/api/transactions', `limit=100&${filters}`);
    const count = (...statuses: string[]) => deals.filter((d) => statuses.includes(d.status)).length;
    const ended = deals.filter((d) => ['cancelled', 'withdrawn'].includes(d.status));
    expect(json.stages).toMatchObject({
      listed: deals.length - count('draft'),
      closed: count('closed'),
      fell_through: ended.length,
      expired: count('expired'),
    });
    expect(json.stages.contracted).toBeGreaterThanOrEqual(count('under_contract', 'closed'));
    expect(json.stages.contracted).toBeLessThanOrEqual(count('under_contract', 'closed', 'cancelled', 'withdrawn', 'expired'));
    expect(json.rates.contract_to_closed).toBeCloseTo(json.stages.closed / json.stages.contracted, 4);
    expect(ended.length).toBeGreaterThan(0);

    // Each reason's deals are the list's cancelled and withdrawn deals with that reason.
    const reasons = await ctx.db
      .select({ reason: transactions.fallThroughReason, n: sql<number>`count(*)::int` })
      .from(transactions)
      .where(inArray(transactions.id, ended.map((d) => d.id)))
      .groupBy(transactions.fallThroughReason);
    expect(
      Object.fromEntries(json.fell_through.map((r: any) => [r.reason, r.units])),
    ).toEqual(Object.fromEntries(reasons.map((r) => [r.reason, r.n])));
    for (const row of json.fell_through) {
      expect(row.cancelled + row.withdrawn).toBe(row.units);
    }
    expect(json.fell_through.reduce((s: number, r: any) => s + r.units, 0)).toBe(ended.length);
    expect(json.fell_through.reduce((s: number, r: any) => s + r.cancelled, 0)).toBe(count('cancelled'));
  });

  it('a deal that fell through after its contract counts as contracted and under its reason', async () => {
    const before = await report('broker@demo.test', '/api/analytics/conversion');
    const deal = await createDeal(ctx, await cookieFor('realtor@demo.test'), { status: 'active' });
    await move('realtor@demo.test', deal.id, { to: 'under_contract' });
    await move('realtor@demo.test', deal.id, {
      to: 'cancelled',
      reason: 'Lender pulled out',
      fall_through_reason: 'financing',
    });
    const after = await report('broker@demo.test', '/api/analytics/conversion');
    expect(after.stages.listed - before.stages.listed).toBe(1);
    expect(after.stages.contracted - before.stages.contracted).toBe(1);
    expect(after.stages.fell_through - before.stages.fell_through).toBe(1);
    const financing = (r: any) => r.fell_through.find((f: any) => f.reason === 'financing') ?? { cancelled: 0 };
    expect(financing(after).cancelled - financing(before).cancelled).toBe(1);
  });

  it('a team leader counts only their team’s deals; Harborview and Lakeside never each other’s', async () => {
    const leader = await report('team_leader@demo.test', '/api/analytics/conversion');
    const leaderDeals = await listAll(ctx, await cookieFor('team_leader@demo.test'));
    expect(leader.stages.listed).toBe(leaderDeals.filter((d) => d.status !== 'draft').length);
    const broker = await report('broker@demo.test', '/api/analytics/conversion');
    expect(leader.stages.listed).toBeLessThan(broker.stages.listed);
    const lakeside = await report('broker@lakeside.demo.test', '/api/analytics/conversion');
    const lakesideDeals = await listAll(ctx, await cookieFor('broker@lakeside.demo.test'));
    expect(lakeside.stages.listed).toBe(lakesideDeals.filter((d) => d.status !== 'draft').length);
    const harborDeals = await listAll(ctx, await cookieFor('broker@demo.test'));
    expect(broker.stages.listed).toBe(harborDeals.filter((d) => d.status !== 'draft').length);
  });
});

describe('lead sources to closings', () => {
  it('contacts per source equal the contacts list; clients and closings equal the deals list’s', async () => {
    const cookie = await cookieFor('broker@demo.test');
    const json = await report('broker@demo.test', '/api/analytics/lead-sources');
    const contacts = await listAll(ctx, cookie, '/api/contacts', 'limit=100');
    expect(json.totals.contacts).toBe(contacts.length);
    for (const row of json.rows.filter((r: any) => r.source)) {
      const bySource = await listAll(ctx, cookie, '/api/contacts', `limit=100&source=${encodeURIComponent(row.source)}`);
      expect(row.contacts, row.source).toBe(bySource.length);
    }
    const deals = await listAll(ctx, cookie);
    const dealsById = new Map(deals.map((d) => [d.id, d]));
    const people = await ctx.db
      .select({ contactId: transactionParticipants.contactId, dealId: transactionParticipants.transactionId })
      .from(transactionParticipants)
      .where(
        and(
          isNotNull(transactionParticipants.contactId),
          inArray(transactionParticipants.contactId, contacts.map((c) => c.id)),
          sql`${transactionParticipants.roles} && array[${sql.join(CLIENT_PARTICIPANT_ROLES.map((r) => sql`${r}`), sql`, `)}]::text[]`,
        ),
      );
    const visible = people.filter((p) => dealsById.has(p.dealId));
    const clientDeals = [...new Set(visible.map((p) => p.dealId))].map((id) => dealsById.get(id)!);
    const closed = clientDeals.filter((d) => d.status === 'closed');
    expect(json.totals).toEqual({
      contacts: contacts.length,
      clients: new Set(visible.map((p) => p.contactId)).size,
      deals: clientDeals.length,
      closed_deals: closed.length,
      closed_volume_cents: closed.reduce((s, d) => s + d.sale_price_cents, 0),
    });
    expect(json.totals.closed_deals).toBeGreaterThan(0);
    const sourceOf = new Map(contacts.map((c) => [c.id, c.lead_source ?? null]));
    for (const row of json.rows) {
      const mine = visible.filter((p) => sourceOf.get(p.contactId!) === row.source);
      expect(row.clients, String(row.source)).toBe(new Set(mine.map((p) => p.contactId)).size);
      expect(row.deals, String(row.source)).toBe(new Set(mine.map((p) => p.dealId)).size);
    }
  });

  it('narrows to an agent as the contacts list’s owner filter does; Lakeside stays out of Harborview', async () => {
    const realtorId = ctx.seed!.harborview.users.get('realtor')!;
    const json = await report('broker@demo.test', `/api/analytics/lead-sources?agent=${realtorId}`);
    const owned = await listAll(ctx, await cookieFor('broker@demo.test'), '/api/contacts', `limit=100&owner=${realtorId}`);
    expect(json.totals.contacts).toBe(owned.length);
    const lakeside = await report('broker@lakeside.demo.test', '/api/analytics/lead-sources');
    const lakesideContacts = await listAll(ctx, await cookieFor('broker@lakeside.demo.test'), '/api/contacts', 'limit=100');
    expect(lakeside.totals.contacts).toBe(lakesideContacts.length);
    const harbor = await report('broker@demo.test', '/api/analytics/lead-sources');
    const harborIds = new Set((await listAll(ctx, await cookieFor('broker@demo.test'), '/api/contacts', 'limit=100')).map((c) => c.id));
    expect(lakesideContacts.some((c) => harborIds.has(c.id))).toBe(false);
    expect(harbor.totals.contacts).toBe(harborIds.size);
  });
});

describe('access, input and export', () => {
  it.each(['/api/analytics/conversion', '/api/analytics/lead-sources', '/api/analytics/conversion/export'])(
    'a realtor (no read:analytics) gets 403 from %s',
    async (path) => {
      const response = await ctx.request('GET', path, { cookie: await cookieFor('realtor@demo.test') });
      expect(response.status).toBe(403);
    },
  );

  it('answers 400 with field errors for bad filters', async () => {
    const cookie = await cookieFor('broker@demo.test');
    const conversion = await ctx.request('GET', '/api/analytics/conversion?closing_from=soon&team=nope', { cookie });
    expect(conversion.status).toBe(400);
    expect(Object.keys(conversion.json.error.fields).sort()).toEqual(['closing_from', 'team.0']);
    const sources = await ctx.request('GET', '/api/analytics/lead-sources?closing_from=2025-01-01', { cookie });
    expect(sources.status).toBe(400);
    expect(sources.json.error.code).toBe('VALIDATION_FAILED');
  });

  it('exports both reports as CSV with the JSON figures', async () => {
    const cookie = await cookieFor('broker@demo.test');
    const conversion = await report('broker@demo.test', '/api/analytics/conversion');
    const csv = await ctx.request('GET', '/api/analytics/conversion/export', { cookie });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('Stage or reason,Deals,Rate,Cancelled,Withdrawn,Volume');
    expect(lines[3]).toBe(`Closed,${conversion.stages.closed},${(conversion.rates.contract_to_closed * 100).toFixed(1)}%,,,`);
    expect(lines.length).toBe(6 + conversion.fell_through.length);
    const sources = await report('broker@demo.test', '/api/analytics/lead-sources');
    const sourcesCsv = await ctx.request('GET', '/api/analytics/lead-sources/export', { cookie });
    const t = sources.totals;
    expect(sourcesCsv.text.trim().split('\r\n').at(-1)).toBe(
      `Total,${t.contacts},${t.clients},${t.deals},${t.closed_deals},${(t.closed_volume_cents / 100).toFixed(2)}`,
    );
  });
});
