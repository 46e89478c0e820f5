import { describe, expect, it } from 'vitest';
import { expandOccurrences, fromRRule, seriesEnd, toRRule, type RecurringEvent } from './recurrence';
import { startOfLocalDay } from './time-zone';

const NY = 'America/New_York';
const weeklyMonday: RecurringEvent = {
  rule: toRRule({ freq: 'weekly', interval: 1, by_weekday: ['MO'], until: null, count: null }),
  allDay: false,
  startDay: '2026-02-23',
  startTime: '09:00',
  durationMs: 3_600_000,
  durationDays: 0,
  timeZone: NY,
};

describe('recurrence', () => {
  it('writes and reads RRULE values', () => {
    const r = {
      freq: 'weekly' as const,
      interval: 2,
      by_weekday: ['MO' as const, 'WE' as const],
      until: '2027-01-31',
      count: null,
    };
    expect(toRRule(r)).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;UNTIL=20270131');
    expect(fromRRule(toRRule(r))).toEqual(r);
  });

  it('keeps 09:00 local across the daylight-saving change (the week of 8 March 2026 in New York)', () => {
    const from = startOfLocalDay('2026-03-01', NY);
    const to = startOfLocalDay('2026-03-17', NY);
    expect(expandOccurrences(weeklyMonday, from, to).map((o) => o.start)).toEqual([
      '2026-03-02T14:00:00.000Z', // EST, UTC-5
      '2026-03-09T13:00:00.000Z', // EDT, UTC-4
      '2026-03-16T13:00:00.000Z',
    ]);
  });

  it('expands daily events across the change day without losing or doubling one', () => {
    const daily = {
      ...weeklyMonday,
      rule: 'FREQ=DAILY;INTERVAL=1',
      startDay: '2026-03-01',
      startTime: '02:30',
    };
    const out = expandOccurrences(
      daily,
      startOfLocalDay('2026-03-07', NY),
      startOfLocalDay('2026-03-10', NY),
    );
    expect(out.map((o) => o.start)).toEqual([
      '2026-03-07T07:30:00.000Z',
      // 02:30 does not exist on 8 March: the instant after the gap (03:30 EDT).
      '2026-03-08T07:30:00.000Z',
      '2026-03-09T06:30:00.000Z',
    ]);
  });

  it('honours until and count, and knows when a series ends', () => {
    const until = { ...weeklyMonday, rule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO;UNTIL=20260309' };
    const out = expandOccurrences(
      until,
      startOfLocalDay('2026-02-01', NY),
      startOfLocalDay('2026-04-01', NY),
    );
    expect(out.map((o) => o.start.slice(0, 10))).toEqual(['2026-02-23', '2026-03-02', '2026-03-09']);
    const counted = { ...weeklyMonday, rule: 'FREQ=DAILY;INTERVAL=1;COUNT=3' };
    expect(
      expandOccurrences(counted, startOfLocalDay('2026-02-01', NY), startOfLocalDay('2026-04-01', NY)),
    ).toHaveLength(3);
    expect(seriesEnd(weeklyMonday)).toBeNull();
    expect(seriesEnd(until)!.getTime()).toBeGreaterThanOrEqual(new Date('2026-03-09T14:00:00Z').getTime());
  });

  it('expands all-day events as days, the same days in every zone', () => {
    const birthday: RecurringEvent = {
      rule: 'FREQ=YEARLY;INTERVAL=1',
      allDay: true,
      startDay: '2020-02-29',
      startTime: '00:00',
      durationMs: 0,
      durationDays: 0,
      timeZone: 'UTC',
    };
    const from = startOfLocalDay('2027-01-01', 'Pacific/Auckland');
    const to = startOfLocalDay('2029-01-01', 'Pacific/Auckland');
    // RFC 5545: a yearly rule on 29 February only occurs in leap years.
    expect(expandOccurrences(birthday, from, to, 'Pacific/Auckland')).toEqual([
      { start: '2028-02-29', end: '2028-02-29' },
    ]);
    const weekly = { ...birthday, rule: 'FREQ=WEEKLY;INTERVAL=1', startDay: '2026-06-05', durationDays: 1 };
    const la = expandOccurrences(
      weekly,
      startOfLocalDay('2026-06-10', 'America/Los_Angeles'),
      startOfLocalDay('2026-06-14', 'America/Los_Angeles'),
      'America/Los_Angeles',
    );
    expect(la).toEqual([{ start: '2026-06-12', end: '2026-06-13' }]);
  });
});
