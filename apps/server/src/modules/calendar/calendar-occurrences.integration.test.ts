import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { ifMatch } from '../../test/versioning-kit';
import { sessions } from '../transactions/transactions-test-kit';
import { createEvent, dayFromToday, range } from './calendar-test-kit';

/** One occurrence of a repeating event moved, retitled or cancelled: in the range and in the feed. */
let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;
beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = sessions(ctx);
});
afterAll(() => ctx.close());

const at = (day: string, hhmm: string) => `${day}T${hhmm}:00.000Z`;

describe('exceptions to a repeating event', () => {
  it('moves one occurrence and cancels another; the range and the feed (ical.js) show both', async () => {
    const cookie = await cookieFor('realtor@demo.test');
    const d1 = dayFromToday(2);
    const [d2, d3] = [dayFromToday(3), dayFromToday(4)];
    const series = await createEvent(ctx, cookie, {
      kind: 'personal',
      title: 'Gym',
      all_day: false,
      start: at(d1, '12:00'),
      end: at(d1, '13:00'),
      time_zone: 'UTC',
      recurrence: { freq: 'daily', count: 5 },
    });
    const path = (occurrence: string) =>
      `/api/calendar/events/${series.id}/occurrences/${encodeURIComponent(occurrence)}`;
    const moved = await ctx.request('PATCH', path(at(d2, '12:00')), {
      cookie,
      headers: ifMatch(series.version),
      body: { title: 'Gym with Sam', start: at(d2, '17:00'), end: at(d2, '18:00') },
    });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    const cancelled = await ctx.request('DELETE', path(at(d3, '12:00')), {
      cookie,
      headers: ifMatch(moved.json.version),
    });
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
    // A stale version, and a time that is not an occurrence, are refused.
    const stale = await ctx.request('DELETE', path(at(d1, '12:00')), {
      cookie,
      headers: ifMatch(series.version),
    });
    expect(stale.status).toBe(409);
    const none = await ctx.request('DELETE', path(at(d1, '15:00')), { cookie });
    expect(none.status).toBe(404);

    const items = (await range(ctx, cookie, `from=${d1}&to=${dayFromToday(6)}&tz=UTC&sources=event`)).filter(
      (i) => i.id === series.id,
    );
    expect(items.map((i) => [i.start, i.title])).toEqual([
      [at(d1, '12:00'), 'Gym'],
      [at(d2, '17:00'), 'Gym with Sam'],
      [at(dayFromToday(5), '12:00'), 'Gym'],
      [at(dayFromToday(6), '12:00'), 'Gym'],
    ]);

    const made = await ctx.request('POST', '/api/calendar/feed', { cookie });
    const feed = await ctx.request('GET', new URL(made.json.url).pathname);
    expect(feed.status).toBe(200);
    const vevents = new ICAL.Component(ICAL.parse(feed.text))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v))
      .filter((e) => e.uid.startsWith(`event-${series.id}-`));
    const byUid = new Map(vevents.map((e) => [e.uid, e]));
    const uidOf = (day: string) => `event-${series.id}-${day.replace(/-/g, '')}T120000Z@threshold`;
    // The moved one keeps the UID of its original time, so subscribed calendars move it.
    expect(byUid.get(uidOf(d2))!.startDate.toJSDate().toISOString()).toBe(at(d2, '17:00'));
    expect(byUid.get(uidOf(d2))!.summary).toBe('Gym with Sam');
    expect(byUid.get(uidOf(d3))!.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(byUid.get(uidOf(d1))!.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });
});
