import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { createDeal, sessions } from '../transactions/transactions-test-kit';
import { addKeyDate, createEvent, dayFromToday, range } from './calendar-test-kit';

/**
 * The range query merges events, deal key dates, deal tasks and contact follow-ups, each read under
 * its own scope: a realtor never sees another agent's deadlines, a buyer sees only their deal's
 * dates, a broker sees the organization's.
 */
let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;
const deal = { realtor: '', leasing: '' };
const day = dayFromToday(5);
const window = `from=${dayFromToday(-3)}&to=${dayFromToday(20)}`;
let showingId = '';

beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = sessions(ctx);
  const realtor = await cookieFor('realtor@demo.test');
  const leasing = await cookieFor('leasing_agent@demo.test');
  deal.realtor = (
    await createDeal(ctx, realtor, { address: { line1: '1 Calendar Way', city: 'Harborview' } })
  ).id;
  deal.leasing = (
    await createDeal(ctx, leasing, { address: { line1: '9 Other Lane', city: 'Harborview' } })
  ).id;
  await addKeyDate(ctx, realtor, deal.realtor, 'cal_inspection', 'Calendar inspection deadline', day);
  await addKeyDate(ctx, realtor, deal.realtor, 'cal_overdue', 'Calendar overdue deadline', dayFromToday(-2));
  await addKeyDate(ctx, leasing, deal.leasing, 'cal_hidden', 'Hidden agent deadline', day);
  const task = await ctx.request('POST', `/api/transactions/${deal.realtor}/tasks`, {
    cookie: realtor,
    body: { title: 'Order the appraisal', due_date: day },
  });
  expect(task.status, JSON.stringify(task.json)).toBe(201);
  const buyer = ctx.seed!.harborview.users.get('buyer')!;
  const added = await ctx.request('POST', `/api/transactions/${deal.realtor}/participants`, {
    cookie: realtor,
    body: { user_id: buyer, roles: ['buyer'] },
  });
  expect(added.status, JSON.stringify(added.json)).toBe(201);
  const showing = await createEvent(ctx, realtor, {
    kind: 'showing',
    title: 'Showing at 1 Calendar Way',
    all_day: false,
    start: `${day}T17:00:00.000Z`,
    end: `${day}T17:30:00.000Z`,
    transaction_id: deal.realtor,
  });
  showingId = showing.id;
  await createEvent(ctx, realtor, {
    kind: 'personal',
    title: 'Dentist',
    all_day: false,
    start: `${day}T09:00:00.000Z`,
    end: `${day}T10:00:00.000Z`,
  });
});
afterAll(() => ctx.close());

const titles = (items: any[]) => items.map((i) => i.title);

describe('GET /api/calendar', () => {
  it('gives the realtor their events, deal dates (with deadline states) and deal tasks, never another agent’s', async () => {
    const items = await range(ctx, await cookieFor('realtor@demo.test'), window);
    expect(titles(items)).toEqual(
      expect.arrayContaining([
        'Calendar inspection deadline',
        'Calendar overdue deadline',
        'Order the appraisal',
        'Showing at 1 Calendar Way',
        'Dentist',
      ]),
    );
    expect(titles(items)).not.toContain('Hidden agent deadline');
    const byTitle = new Map(items.map((i) => [i.title, i]));
    expect(byTitle.get('Calendar overdue deadline')).toMatchObject({
      source: 'key_date',
      state: 'overdue',
      all_day: true,
    });
    expect(byTitle.get('Calendar inspection deadline')).toMatchObject({
      state: 'upcoming',
      start: day,
      end: day,
    });
    expect(byTitle.get('Order the appraisal')).toMatchObject({
      source: 'deal_task',
      transaction: { id: deal.realtor },
    });
    expect(byTitle.get('Showing at 1 Calendar Way')).toMatchObject({
      source: 'event',
      editable: true,
      kind: 'showing',
    });
  });

  it('gives the buyer only their deal’s dates and its work events, not tasks or the agent’s personal events', async () => {
    const items = await range(ctx, await cookieFor('buyer@demo.test'), window);
    expect(titles(items)).toEqual(
      expect.arrayContaining([
        'Calendar inspection deadline',
        'Calendar overdue deadline',
        'Showing at 1 Calendar Way',
      ]),
    );
    expect(titles(items)).not.toContain('Hidden agent deadline');
    expect(titles(items)).not.toContain('Order the appraisal');
    expect(titles(items)).not.toContain('Dentist');
    expect(items.every((i: any) => i.editable === false)).toBe(true);
    const dealIds = new Set<string>(
      items.filter((i: any) => i.transaction).map((i: any) => i.transaction.id),
    );
    expect(dealIds).toContain(deal.realtor);
    expect(dealIds).not.toContain(deal.leasing);
    for (const id of dealIds) {
      const seen = await ctx.request('GET', `/api/transactions/${id}`, {
        cookie: await cookieFor('buyer@demo.test'),
      });
      expect(seen.status, `the buyer sees deal ${id}`).toBe(200);
    }
  });

  it('gives the broker both agents’ deadlines but not the realtor’s personal event', async () => {
    const items = await range(ctx, await cookieFor('broker@demo.test'), window);
    expect(titles(items)).toEqual(
      expect.arrayContaining(['Calendar inspection deadline', 'Hidden agent deadline']),
    );
    expect(titles(items)).not.toContain('Dentist');
  });

  it('filters by source and by deal', async () => {
    const realtor = await cookieFor('realtor@demo.test');
    const onlyDates = await range(ctx, realtor, `${window}&sources=key_date`);
    expect(onlyDates.length).toBeGreaterThan(0);
    expect(new Set(onlyDates.map((i: any) => i.source))).toEqual(new Set(['key_date']));
    const oneDeal = await range(ctx, realtor, `${window}&transaction_id=${deal.realtor}`);
    expect(oneDeal.every((i: any) => i.transaction?.id === deal.realtor)).toBe(true);
    expect(titles(oneDeal)).not.toContain('Dentist');
  });

  it('narrows the broker’s calendar to one person', async () => {
    const realtorId = ctx.seed!.harborview.users.get('realtor')!;
    const items = await range(ctx, await cookieFor('broker@demo.test'), `${window}&person=${realtorId}`);
    expect(titles(items)).toContain('Calendar inspection deadline');
    expect(titles(items)).not.toContain('Hidden agent deadline');
    expect(items.every((i: any) => i.person_id === realtorId)).toBe(true);
  });

  it('shows contact follow-ups to whoever sees the contact', async () => {
    const realtor = await cookieFor('realtor@demo.test');
    const contact = await ctx.request('POST', '/api/contacts', {
      cookie: realtor,
      body: { first_name: 'Follow', last_name: 'Upson' },
    });
    expect(contact.status).toBe(201);
    const task = await ctx.request('POST', `/api/contacts/${contact.json.id}/tasks`, {
      cookie: realtor,
      body: { title: 'Call about the offer', due_at: `${day}T15:00:00.000Z` },
    });
    expect(task.status, JSON.stringify(task.json)).toBe(201);
    const mine = await range(ctx, realtor, `${window}&sources=contact_task`);
    expect(mine.find((i: any) => i.title === 'Call about the offer')).toMatchObject({
      source: 'contact_task',
      contact: { id: contact.json.id, name: 'Follow Upson' },
      all_day: false,
    });
    const other = await range(
      ctx,
      await cookieFor('leasing_agent@demo.test'),
      `${window}&sources=contact_task`,
    );
    expect(titles(other)).not.toContain('Call about the offer');
  });

  it('drops a cancelled event', async () => {
    const realtor = await cookieFor('realtor@demo.test');
    const extra = await createEvent(ctx, realtor, {
      kind: 'appointment',
      title: 'To be cancelled',
      all_day: true,
      start: day,
      end: day,
    });
    expect(titles(await range(ctx, realtor, window))).toContain('To be cancelled');
    const gone = await ctx.request('DELETE', `/api/calendar/events/${extra.id}`, { cookie: realtor });
    expect(gone.status).toBe(200);
    expect(titles(await range(ctx, realtor, window))).not.toContain('To be cancelled');
    expect((await ctx.request('GET', `/api/calendar/events/${extra.id}`, { cookie: realtor })).status).toBe(
      404,
    );
  });

  it('refuses a bad range with field errors', async () => {
    const realtor = await cookieFor('realtor@demo.test');
    const backwards = await ctx.request(
      'GET',
      `/api/calendar?from=${dayFromToday(3)}&to=${dayFromToday(1)}`,
      { cookie: realtor },
    );
    expect(backwards.status).toBe(400);
    expect(backwards.json.error.fields).toHaveProperty('to');
    const tooLong = await ctx.request(
      'GET',
      `/api/calendar?from=${dayFromToday(0)}&to=${dayFromToday(200)}`,
      { cookie: realtor },
    );
    expect(tooLong.status).toBe(400);
    const zone = await ctx.request('GET', `/api/calendar?${window}&tz=Mars/Olympus`, { cookie: realtor });
    expect(zone.status).toBe(400);
    expect(zone.json.error.fields).toHaveProperty('tz');
  });

  it('keeps the showing’s time in the answer and shows it to nobody outside the deal', async () => {
    const lake = await range(ctx, await cookieFor('broker@lakeside.demo.test'), window);
    expect(lake.find((i: any) => i.id === showingId)).toBeUndefined();
  });
});
