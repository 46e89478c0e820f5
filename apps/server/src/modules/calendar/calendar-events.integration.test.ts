import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { ifMatch } from '../../test/versioning-kit';
import { createDeal, sessions } from '../transactions/transactions-test-kit';
import { createEvent, dayFromToday } from './calendar-test-kit';

/** Events: create, read, move, cancel — by their organizer only, links and attendees in scope. */
let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;
let realtorDeal = '';
let leasingDeal = '';
const day = dayFromToday(7);
const timed = (title: string) => ({
  kind: 'inspection',
  title,
  all_day: false,
  start: `${day}T16:00:00.000Z`,
  end: `${day}T18:00:00.000Z`,
});

beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = sessions(ctx);
  realtorDeal = (await createDeal(ctx, await cookieFor('realtor@demo.test'))).id;
  leasingDeal = (await createDeal(ctx, await cookieFor('leasing_agent@demo.test'))).id;
});
afterAll(() => ctx.close());

describe('/api/calendar/events', () => {
  it('creates an event with a deal, a contact and attendees, and reads it back with its version', async () => {
    const realtor = await cookieFor('realtor@demo.test');
    const contact = await ctx.request('POST', '/api/contacts', {
      cookie: realtor,
      body: { first_name: 'Ada', last_name: 'Buyer' },
    });
    const tc = ctx.seed!.harborview.users.get('transaction_coordinator')!;
    const event = await createEvent(ctx, realtor, {
      ...timed('Home inspection'),
      location: '1 Harbor Rd',
      transaction_id: realtorDeal,
      contact_id: contact.json.id,
      attendees: { user_ids: [tc], contact_ids: [contact.json.id] },
    });
    expect(event).toMatchObject({
      kind: 'inspection',
      start: `${day}T16:00:00.000Z`,
      transaction: { id: realtorDeal },
      contact: { id: contact.json.id, name: 'Ada Buyer' },
      editable: true,
      version: 1,
    });
    expect(event.attendees.users.map((u: any) => u.id)).toEqual([tc]);
    expect(event.attendees.contacts).toEqual([{ id: contact.json.id, name: 'Ada Buyer' }]);
    const read = await ctx.request('GET', `/api/calendar/events/${event.id}`, { cookie: realtor });
    expect(read.status).toBe(200);
    expect(read.headers.get('etag')).toBe('"1"');
    // The attendee sees it, read-only.
    const asAttendee = await ctx.request('GET', `/api/calendar/events/${event.id}`, {
      cookie: await cookieFor('transaction_coordinator@demo.test'),
    });
    expect(asAttendee.status).toBe(200);
    expect(asAttendee.json.editable).toBe(false);
  });

  it('stores an all-day event as days', async () => {
    const event = await createEvent(ctx, await cookieFor('realtor@demo.test'), {
      kind: 'open_house',
      title: 'Open house weekend',
      all_day: true,
      start: day,
      end: dayFromToday(8),
    });
    expect(event).toMatchObject({ all_day: true, start: day, end: dayFromToday(8) });
  });

  it('refuses bad input with field errors', async () => {
    const realtor = await cookieFor('realtor@demo.test');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...timed('Backwards'), end: `${day}T15:00:00.000Z` }, 'end'],
      [{ ...timed('Days for a timed event'), start: day, end: day }, 'start'],
      [{ ...timed('No title'), title: '  ' }, 'title'],
      [{ ...timed('Kind'), kind: 'party' }, 'kind'],
      [{ ...timed('Other deal'), transaction_id: leasingDeal }, 'transaction_id'],
      [
        { ...timed('Stranger'), attendees: { user_ids: [ctx.seed!.lakeside.users.get('broker')!] } },
        'attendees',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await ctx.request('POST', '/api/calendar/events', { cookie: realtor, body });
      expect(res.status, JSON.stringify(res.json)).toBe(400);
      expect(res.json.error.fields, JSON.stringify(res.json)).toHaveProperty(field);
    }
  });

  it('moves an event conditionally on its version; only the organizer may', async () => {
    const realtor = await cookieFor('realtor@demo.test');
    const event = await createEvent(ctx, realtor, {
      ...timed('Walk-through'),
      kind: 'walk_through',
      transaction_id: realtorDeal,
    });
    const moved = {
      all_day: false,
      start: `${dayFromToday(9)}T16:00:00.000Z`,
      end: `${dayFromToday(9)}T17:00:00.000Z`,
    };
    const ok = await ctx.request('PATCH', `/api/calendar/events/${event.id}`, {
      cookie: realtor,
      body: moved,
      headers: ifMatch(event.version),
    });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json).toMatchObject({ ...moved, version: event.version + 1 });
    const stale = await ctx.request('PATCH', `/api/calendar/events/${event.id}`, {
      cookie: realtor,
      body: { title: 'Stale' },
      headers: ifMatch(event.version),
    });
    expect(stale.status).toBe(409);
    expect(stale.json.error.code).toBe('STALE_VERSION');
    const partial = await ctx.request('PATCH', `/api/calendar/events/${event.id}`, {
      cookie: realtor,
      body: { start: moved.start },
    });
    expect(partial.status).toBe(400);
    // The broker sees the deal's event but is not its organizer.
    const broker = await cookieFor('broker@demo.test');
    expect((await ctx.request('GET', `/api/calendar/events/${event.id}`, { cookie: broker })).status).toBe(
      200,
    );
    const foreign = await ctx.request('PATCH', `/api/calendar/events/${event.id}`, {
      cookie: broker,
      body: { title: 'Mine now' },
    });
    expect(foreign.status).toBe(403);
    // Someone who cannot see it gets 404.
    const other = await ctx.request('PATCH', `/api/calendar/events/${event.id}`, {
      cookie: await cookieFor('leasing_agent@demo.test'),
      body: { title: 'Hidden' },
    });
    expect(other.status).toBe(404);
  });

  it('keeps personal events to their owner', async () => {
    const realtor = await cookieFor('realtor@demo.test');
    const event = await createEvent(ctx, realtor, { ...timed('Gym'), kind: 'personal' });
    for (const email of ['broker@demo.test', 'managing_broker@demo.test', 'team_leader@demo.test']) {
      const res = await ctx.request('GET', `/api/calendar/events/${event.id}`, {
        cookie: await cookieFor(email),
      });
      expect(res.status, email).toBe(404);
    }
  });

  it('repeats a personal event weekly at the same local time across a daylight-saving change', async () => {
    const realtor = await cookieFor('realtor@demo.test');
    const event = await createEvent(ctx, realtor, {
      kind: 'personal',
      title: 'Yoga',
      all_day: false,
      start: '2026-03-02T18:00:00-05:00',
      end: '2026-03-02T19:00:00-05:00',
      time_zone: 'America/New_York',
      recurrence: { freq: 'weekly', until: '2026-03-23' },
    });
    expect(event.recurrence).toEqual({
      freq: 'weekly',
      interval: 1,
      by_weekday: [],
      until: '2026-03-23',
      count: null,
    });
    const res = await ctx.request(
      'GET',
      '/api/calendar?from=2026-03-01&to=2026-03-31&tz=America/New_York&sources=event',
      { cookie: realtor },
    );
    const yoga = res.json.items.filter((i: any) => i.id === event.id);
    expect(yoga.map((i: any) => i.start)).toEqual([
      '2026-03-02T23:00:00.000Z',
      '2026-03-09T22:00:00.000Z',
      '2026-03-16T22:00:00.000Z',
      '2026-03-23T22:00:00.000Z',
    ]);
    expect(yoga.every((i: any) => i.recurring)).toBe(true);
    const later = await ctx.request('GET', '/api/calendar?from=2026-04-01&to=2026-04-30&sources=event', {
      cookie: realtor,
    });
    expect(later.json.items.filter((i: any) => i.id === event.id)).toEqual([]);
  });

  it('repeats personal events only', async () => {
    const res = await ctx.request('POST', '/api/calendar/events', {
      cookie: await cookieFor('realtor@demo.test'),
      body: { ...timed('Weekly showing'), kind: 'showing', recurrence: { freq: 'weekly' } },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toHaveProperty('recurrence');
  });
});
