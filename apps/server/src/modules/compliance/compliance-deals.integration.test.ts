import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, toIsoDate } from '@threshold/domain/transactions/business-days';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/harness';
import { envelopes } from '../envelopes/envelopes.schema';
import { draftEnvelope, outside, sendDraft, signatureField } from '../envelopes/envelopes-test-kit';
import { approveRequiredItems, createDeal, sessions } from '../transactions/transactions-test-kit';

let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;
beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = sessions(ctx);
});
afterAll(() => ctx.close());

const today = toIsoDate(new Date());
const LISTS = [
  'checklist-exceptions',
  'closing-soon',
  'missed-deadlines',
  'unsigned-documents',
  'licence-expirations',
  'unsupervised-members',
];

async function list(email: string, name: string, limit = 100) {
  const response = await ctx.request('GET', `/api/compliance/${name}?limit=${limit}`, {
    cookie: await cookieFor(email),
  });
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json as { items: any[]; total: number };
}
const dealIds = async (email: string, name: string) =>
  (await list(email, name)).items.map((i) => i.transaction.id);

describe('who may open the compliance lists', () => {
  it('answers 403 to a role that does not approve documents, and 400 to a bad limit', async () => {
    for (const name of LISTS) {
      const realtor = await ctx.request('GET', `/api/compliance/${name}`, {
        cookie: await cookieFor('realtor@demo.test'),
      });
      expect(realtor.status, name).toBe(403);
    }
    const bad = await ctx.request('GET', '/api/compliance/closing-soon?limit=0', {
      cookie: await cookieFor('broker@demo.test'),
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toHaveProperty('limit');
  });
});

describe('checklist exceptions', () => {
  it('lists a deal under contract with required items missing until they are approved', async () => {
    const realtor = await cookieFor('realtor@demo.test');
    const deal = await createDeal(ctx, realtor, { status: 'under_contract', dates: { acceptance: today } });
    const row = (await list('broker@demo.test', 'checklist-exceptions')).items.find(
      (i) => i.transaction.id === deal.id,
    );
    expect(row).toMatchObject({
      returned_items: 0,
      transaction: { title: deal.title, owner: { first_name: 'Riley' } },
    });
    expect(row.missing_items).toBeGreaterThan(0);
    await approveRequiredItems(ctx, deal.id, realtor, await cookieFor('broker@demo.test'));
    expect(await dealIds('broker@demo.test', 'checklist-exceptions')).not.toContain(deal.id);
  });

  it('lists an active deal only once a reviewer returns one of its items', async () => {
    const realtor = await cookieFor('realtor@demo.test');
    const broker = await cookieFor('broker@demo.test');
    const deal = await createDeal(ctx, realtor, { status: 'active' });
    expect(await dealIds('broker@demo.test', 'checklist-exceptions')).not.toContain(deal.id);
    const checklist = await ctx.request('GET', `/api/transactions/${deal.id}/checklist`, { cookie: realtor });
    const item = checklist.json.items.find((i: any) => i.required);
    const itemPath = `/api/transactions/${deal.id}/checklist/${item.id}`;
    await ctx.request('POST', `${itemPath}/submit`, { cookie: realtor, body: { document_name: 'a.pdf' } });
    const returned = await ctx.request('POST', `${itemPath}/return`, {
      cookie: broker,
      body: { note: 'Unsigned' },
    });
    expect(returned.status).toBe(200);
    const row = (await list('broker@demo.test', 'checklist-exceptions')).items.find(
      (i) => i.transaction.id === deal.id,
    );
    expect(row).toMatchObject({ returned_items: 1, missing_items: 0 });
    await ctx.request('POST', `${itemPath}/submit`, { cookie: realtor, body: { document_name: 'b.pdf' } });
    expect(await dealIds('broker@demo.test', 'checklist-exceptions')).not.toContain(deal.id);
  });

  it('answers the uncapped total with a capped page', async () => {
    const all = await list('broker@demo.test', 'checklist-exceptions');
    expect(all.total).toBeGreaterThan(1);
    const one = await list('broker@demo.test', 'checklist-exceptions', 1);
    expect(one.items).toHaveLength(1);
    expect(one.total).toBe(all.total);
  });
});

describe('closings in the next 7 days with open items', () => {
  it('lists a deal closing in 3 days until its required items are approved', async () => {
    const realtor = await cookieFor('realtor@demo.test');
    const deal = await createDeal(ctx, realtor, {
      status: 'under_contract',
      dates: { acceptance: addCalendarDays(today, -20), closing: addCalendarDays(today, 3) },
    });
    const later = await createDeal(ctx, realtor, {
      status: 'under_contract',
      dates: { acceptance: today, closing: addCalendarDays(today, 30) },
    });
    const row = (await list('broker@demo.test', 'closing-soon')).items.find(
      (i) => i.transaction.id === deal.id,
    );
    expect(row.transaction.closing_date).toBe(addCalendarDays(today, 3));
    expect(row.open_items).toBeGreaterThan(0);
    expect(await dealIds('broker@demo.test', 'closing-soon')).not.toContain(later.id);
    await approveRequiredItems(ctx, deal.id, realtor, await cookieFor('broker@demo.test'));
    expect(await dealIds('broker@demo.test', 'closing-soon')).not.toContain(deal.id);
  });
});

describe('missed deadlines', () => {
  it('lists a past-due deadline until it is marked done, never an event date', async () => {
    const realtor = await cookieFor('realtor@demo.test');
    const deal = await createDeal(ctx, realtor, {
      status: 'under_contract',
      dates: { acceptance: addCalendarDays(today, -12) },
    });
    const mine = (await list('broker@demo.test', 'missed-deadlines')).items.filter(
      (i) => i.transaction.id === deal.id,
    );
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.map((i) => i.label)).not.toContain('Contract acceptance');
    for (const i of mine) expect(i.days_overdue).toBeGreaterThan(0);
    const dates = await ctx.request('GET', `/api/transactions/${deal.id}/dates`, { cookie: realtor });
    const first = dates.json.items.find((d: any) => d.id === mine[0].id);
    const done = await ctx.request('PATCH', `/api/transactions/${deal.id}/dates/${first.key}`, {
      cookie: realtor,
      body: { completed: true },
    });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    const after = (await list('broker@demo.test', 'missed-deadlines')).items.map((i) => i.id);
    expect(after).not.toContain(mine[0].id);
  });
});

describe('unsigned documents past due', () => {
  const recipients = [outside('s1', 1)];
  const fields = [signatureField('f1', 's1')];

  it('lists a request past its expiry or its deal’s closing date until a newer one replaces it', async () => {
    const realtor = await cookieFor('realtor@demo.test');
    // Still out two days after its expiry (the sweep that marks it expired has not run yet).
    const expired = await draftEnvelope(ctx, realtor, recipients, fields);
    await sendDraft(ctx, realtor, expired);
    await ctx.db
      .update(envelopes)
      .set({ expiresAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(envelopes.id, expired.id));
    // Still out three days after its deal's closing date, its own expiry weeks ahead.
    const late = await createDeal(ctx, realtor, {
      status: 'under_contract',
      dates: { acceptance: addCalendarDays(today, -30), closing: addCalendarDays(today, -3) },
    });
    const pastClosing = await draftEnvelope(ctx, realtor, recipients, fields, { transactionId: late.id });
    await sendDraft(ctx, realtor, pastClosing);
    // Sent today, due in thirty days.
    const onTime = await draftEnvelope(ctx, realtor, recipients, fields);
    await sendDraft(ctx, realtor, onTime);

    const rows = new Map((await list('broker@demo.test', 'unsigned-documents')).items.map((r) => [r.id, r]));
    expect(rows.get(expired.id)).toMatchObject({
      reason: 'expired',
      status: 'sent',
      document_id: expired.documentId,
      transaction: { id: expired.transactionId, owner: { first_name: 'Riley' } },
      due_on: addCalendarDays(today, -2),
      days_overdue: 2,
    });
    expect(rows.get(pastClosing.id)).toMatchObject({
      reason: 'closing',
      transaction: { id: late.id },
      due_on: addCalendarDays(today, -3),
      days_overdue: 3,
    });
    expect(rows.has(onTime.id)).toBe(false);
    const lakeside = await list('broker@lakeside.demo.test', 'unsigned-documents');
    expect(lakeside.items.map((r) => r.id)).not.toContain(expired.id);

    // Sent again: the new request replaces the overdue one.
    const again = await draftEnvelope(ctx, realtor, recipients, fields, {
      transactionId: expired.transactionId,
      documentId: expired.documentId,
    });
    await sendDraft(ctx, realtor, again);
    const after = (await list('broker@demo.test', 'unsigned-documents')).items.map((r) => r.id);
    expect(after).not.toContain(expired.id);
    expect(after).toContain(pastClosing.id);
  });
});

describe('scope', () => {
  it('keeps each brokerage’s deals to itself and a team leader to their team', async () => {
    const north = await createDeal(ctx, await cookieFor('realtor@demo.test'), {
      status: 'under_contract',
      dates: { acceptance: addCalendarDays(today, -12), closing: addCalendarDays(today, 2) },
    });
    const bayfront = await createDeal(ctx, await cookieFor('leasing_agent@demo.test'), {
      status: 'under_contract',
      dates: { acceptance: addCalendarDays(today, -12), closing: addCalendarDays(today, 2) },
    });
    const lake = await ctx.request('POST', '/api/transactions', {
      cookie: await cookieFor('realtor@lakeside.demo.test'),
      body: {
        type: 'purchase',
        side: 'buyer',
        status: 'under_contract',
        address: { line1: '1 Lake Rd', city: 'Lakeside' },
        dates: { acceptance: addCalendarDays(today, -12), closing: addCalendarDays(today, 2) },
      },
    });
    expect(lake.status, JSON.stringify(lake.json)).toBe(201);
    for (const name of ['checklist-exceptions', 'closing-soon', 'missed-deadlines']) {
      const harborBroker = await dealIds('broker@demo.test', name);
      expect(harborBroker, name).toEqual(expect.arrayContaining([north.id, bayfront.id]));
      expect(harborBroker, name).not.toContain(lake.json.id);
      const lakeBroker = await dealIds('broker@lakeside.demo.test', name);
      expect(lakeBroker, name).toContain(lake.json.id);
      expect(lakeBroker, name).not.toContain(north.id);
      const leader = await dealIds('team_leader@demo.test', name);
      expect(leader, name).toContain(north.id);
      expect(leader, name).not.toContain(bayfront.id);
    }
  });
});
