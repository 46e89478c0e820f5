import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { createDeal, sessions } from '../transactions/transactions-test-kit';
import { addKeyDate, createEvent, dayFromToday } from './calendar-test-kit';

/**
 * The subscription feed: RFC 5545 that an independent parser (ical.js) reads back field for field,
 * stable UIDs and bytes between polls, cancelled events kept as cancelled, 404 once revoked.
 */
let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;
let dealId = '';
const day = dayFromToday(4);
const LONG_NOTES = `Bring the disclosure packet; ask about the roof, the HOA, and the sewer line.\nGate code: 1234 — “garage” entrance. ${'Ünïcödé '.repeat(12).trim()}`;

const feedPath = (url: string) => new URL(url).pathname;

beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = sessions(ctx);
  const realtor = await cookieFor('realtor@demo.test');
  dealId = (await createDeal(ctx, realtor)).id;
  await addKeyDate(ctx, realtor, dealId, 'feed_inspection', 'Inspection deadline', day);
});
afterAll(() => ctx.close());

const parse = (text: string) => new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');

describe('/api/calendar/feed', () => {
  it('answers a parsable calendar whose UIDs and bytes stay the same between polls', async () => {
    const realtor = await cookieFor('realtor@demo.test');
    const event = await createEvent(ctx, realtor, {
      kind: 'showing',
      title: 'Showing; with, punctuation \\ and more',
      all_day: false,
      start: `${day}T17:00:00.000Z`,
      end: `${day}T17:45:00.000Z`,
      location: 'Unit 4, 12 Harbor Rd',
      notes: LONG_NOTES,
      transaction_id: dealId,
    });
    const made = await ctx.request('POST', '/api/calendar/feed', { cookie: realtor });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    expect(made.json.url).toMatch(/\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const status = await ctx.request('GET', '/api/calendar/feed', { cookie: realtor });
    expect(status.json).toEqual({ active: true, created_at: made.json.created_at });
    expect(JSON.stringify(status.json)).not.toContain(made.json.url.split('/').pop().slice(0, 20));

    const first = await ctx.request('GET', feedPath(made.json.url));
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('text/calendar');
    expect(first.headers.get('cache-control')).toBe('private, max-age=300');
    expect(first.text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const second = await ctx.request('GET', feedPath(made.json.url));
    expect(second.text).toBe(first.text);

    const events = parse(first.text);
    const uids = events.map((e) => e.getFirstPropertyValue('uid'));
    expect(new Set(uids).size).toBe(uids.length);
    const showing = events.find((e) => e.getFirstPropertyValue('uid') === `event-${event.id}@threshold`)!;
    expect(showing).toBeDefined();
    const vevent = new ICAL.Event(showing);
    expect(vevent.summary).toContain('Showing; with, punctuation \\ and more');
    expect(vevent.location).toBe('Unit 4, 12 Harbor Rd');
    expect(vevent.description).toContain(LONG_NOTES);
    expect(vevent.startDate.toJSDate().toISOString()).toBe(`${day}T17:00:00.000Z`);
    expect(vevent.endDate.toJSDate().toISOString()).toBe(`${day}T17:45:00.000Z`);
    const deadline = events
      .map((e) => new ICAL.Event(e))
      .find((e) => e.summary.startsWith('Deadline: Inspection deadline'))!;
    expect(deadline).toBeDefined();
    expect(deadline.startDate.isDate).toBe(true);
    expect(deadline.startDate.toString()).toBe(day);
  });

  it('changes only the changed event and keeps a cancelled one as STATUS:CANCELLED', async () => {
    const realtor = await cookieFor('realtor@demo.test');
    const event = await createEvent(ctx, realtor, {
      kind: 'appointment',
      title: 'Client coffee',
      all_day: true,
      start: day,
      end: day,
    });
    const made = await ctx.request('POST', '/api/calendar/feed', { cookie: realtor });
    const before = parse((await ctx.request('GET', feedPath(made.json.url))).text);
    const cancel = await ctx.request('DELETE', `/api/calendar/events/${event.id}`, { cookie: realtor });
    expect(cancel.status).toBe(200);
    const after = parse((await ctx.request('GET', feedPath(made.json.url))).text);
    const uid = `event-${event.id}@threshold`;
    const find = (list: any[]) => list.find((e) => e.getFirstPropertyValue('uid') === uid)!;
    expect(find(before).getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(find(after).getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(find(after).getFirstPropertyValue('sequence')).toBeGreaterThan(
      find(before).getFirstPropertyValue('sequence'),
    );
    const others = (list: any[]) =>
      list.filter((e) => e.getFirstPropertyValue('uid') !== uid).map((e) => e.toString());
    expect(others(after)).toEqual(others(before));
  });

  it('answers 404 to a regenerated-away or revoked secret and to an unknown one', async () => {
    const realtor = await cookieFor('realtor@demo.test');
    const old = await ctx.request('POST', '/api/calendar/feed', { cookie: realtor });
    const fresh = await ctx.request('POST', '/api/calendar/feed', { cookie: realtor });
    expect((await ctx.request('GET', feedPath(old.json.url))).status).toBe(404);
    expect((await ctx.request('GET', feedPath(fresh.json.url))).status).toBe(200);
    const revoked = await ctx.request('DELETE', '/api/calendar/feed', { cookie: realtor });
    expect(revoked.status).toBe(200);
    expect((await ctx.request('GET', feedPath(fresh.json.url))).status).toBe(404);
    expect((await ctx.request('GET', '/api/calendar/feed', { cookie: realtor })).json.active).toBe(false);
    expect((await ctx.request('GET', `/api/calendar/feed/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await ctx.request('GET', '/api/calendar/feed/short.ics')).status).toBe(400);
  });

  it('never shows another user’s calendar: each feed is its owner’s scope', async () => {
    const leasing = await cookieFor('leasing_agent@demo.test');
    const made = await ctx.request('POST', '/api/calendar/feed', { cookie: leasing });
    const text = (await ctx.request('GET', feedPath(made.json.url))).text;
    expect(text).not.toContain('Inspection deadline');
  });

  it('downloads one event as .ics with the feed’s UID, for those who see it only', async () => {
    const realtor = await cookieFor('realtor@demo.test');
    const event = await createEvent(ctx, realtor, {
      kind: 'closing',
      title: 'Closing, with escrow',
      all_day: false,
      start: `${day}T20:00:00.000Z`,
      end: `${day}T21:30:00.000Z`,
      transaction_id: dealId,
    });
    const res = await ctx.request('GET', `/api/calendar/events/${event.id}/ics`, { cookie: realtor });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('event.ics');
    const [vevent] = parse(res.text);
    expect(vevent!.getFirstPropertyValue('uid')).toBe(`event-${event.id}@threshold`);
    expect(new ICAL.Event(vevent!).summary).toContain('Closing, with escrow');
    const other = await ctx.request('GET', `/api/calendar/events/${event.id}/ics`, {
      cookie: await cookieFor('leasing_agent@demo.test'),
    });
    expect(other.status).toBe(404);
  });
  it('stops serving once its user is disabled or their organization suspended, like every credential', async () => {
    const admin = await cookieFor('system_admin@demo.test');
    const agent = await cookieFor('transaction_coordinator@demo.test');
    const feed = feedPath((await ctx.request('POST', '/api/calendar/feed', { cookie: agent })).json.url);
    expect((await ctx.request('GET', feed)).status).toBe(200);
    const userId = ctx.seed!.harborview.users.get('transaction_coordinator')!;

    const disabled = await ctx.request('POST', `/api/admin/users/${userId}/disable`, { cookie: admin, body: {} });
    expect(disabled.status, JSON.stringify(disabled.json)).toBe(200);
    expect((await ctx.request('GET', feed)).status).toBe(404);
    await ctx.request('POST', `/api/admin/users/${userId}/enable`, { cookie: admin, body: {} });
    expect((await ctx.request('GET', feed)).status).toBe(200);

    const organization = ctx.seed!.harborview.id;
    const suspended = await ctx.request('POST', `/api/admin/organizations/${organization}/suspend`, {
      cookie: admin,
      body: { reason: 'feed test' },
    });
    expect(suspended.status, JSON.stringify(suspended.json)).toBe(200);
    try {
      expect((await ctx.request('GET', feed)).status).toBe(404);
    } finally {
      await ctx.request('POST', `/api/admin/organizations/${organization}/reinstate`, { cookie: admin, body: {} });
    }
    expect((await ctx.request('GET', feed)).status).toBe(200);
  });
});
