import { describe, expect, it } from 'vitest';
import {
  isTimeZone,
  displayTimeZone,
  localDay,
  offsetMinutes,
  startOfLocalDay,
  todayIn,
  wallClock,
  zonedTimeToInstant,
} from './time-zone';

describe('time zones', () => {
  it('knows IANA zones and refuses others', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('finds local midnight on both sides of a daylight-saving change (New York, March 2026)', () => {
    // DST starts Sunday 8 March 2026 at 02:00 local.
    expect(startOfLocalDay('2026-03-07', 'America/New_York').toISOString()).toBe('2026-03-07T05:00:00.000Z');
    expect(startOfLocalDay('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfLocalDay('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    // That Sunday is 23 hours long.
    const sunday = startOfLocalDay('2026-03-08', 'America/New_York');
    const monday = startOfLocalDay('2026-03-09', 'America/New_York');
    expect((monday.getTime() - sunday.getTime()) / 3_600_000).toBe(23);
  });

  it('maps a skipped wall-clock time to the instant after the gap, and an ambiguous one consistently', () => {
    expect(zonedTimeToInstant('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    // 1 November 2026, 01:30 happens twice in New York; either reading is 01:30 local.
    const ambiguous = zonedTimeToInstant('2026-11-01', '01:30', 'America/New_York');
    expect(localDay(ambiguous, 'America/New_York')).toBe('2026-11-01');
    expect([-240, -300]).toContain(offsetMinutes(ambiguous, 'America/New_York'));
  });

  it('gives the local day of an instant: the same instant is two days in two zones', () => {
    const instant = new Date('2026-06-30T23:30:00Z');
    expect(localDay(instant, 'UTC')).toBe('2026-06-30');
    expect(localDay(instant, 'Europe/Berlin')).toBe('2026-07-01');
    expect(localDay(instant, 'America/Los_Angeles')).toBe('2026-06-30');
    expect(localDay(new Date('2026-07-01T09:00:00Z'), 'Pacific/Kiritimati')).toBe('2026-07-01');
  });

  it('handles half-hour and southern-hemisphere zones', () => {
    expect(startOfLocalDay('2026-01-15', 'Asia/Kolkata').toISOString()).toBe('2026-01-14T18:30:00.000Z');
    // Sydney leaves DST on 5 April 2026 at 03:00 local (to 02:00).
    expect(startOfLocalDay('2026-04-05', 'Australia/Sydney').toISOString()).toBe('2026-04-04T13:00:00.000Z');
    expect(startOfLocalDay('2026-04-06', 'Australia/Sydney').toISOString()).toBe('2026-04-05T14:00:00.000Z');
  });

  it('todayIn: today turns at the zone’s own midnight, 23 or 25 hours apart across a change', () => {
    // New York, 8 March 2026: midnight is 05:00Z before the change and 04:00Z after it.
    expect(todayIn('America/New_York', new Date('2026-03-08T04:59:59Z'))).toBe('2026-03-07');
    expect(todayIn('America/New_York', new Date('2026-03-08T05:00:00Z'))).toBe('2026-03-08');
    expect(todayIn('America/New_York', new Date('2026-03-09T03:59:59Z'))).toBe('2026-03-08');
    expect(todayIn('America/New_York', new Date('2026-03-09T04:00:00Z'))).toBe('2026-03-09');
    // The same instant is already tomorrow in Auckland and still today in UTC.
    expect(todayIn('Pacific/Auckland', new Date('2026-03-09T12:00:00Z'))).toBe('2026-03-10');
    expect(todayIn('UTC', new Date('2026-03-09T12:00:00Z'))).toBe('2026-03-09');
  });
});

describe('displayTimeZone', () => {
  it('prefers the person’s zone, then the organization’s, then the browser’s', () => {
    expect(displayTimeZone({ time_zone: 'Asia/Tokyo', organization_time_zone: 'Europe/Paris' }, 'UTC')).toBe(
      'Asia/Tokyo',
    );
    expect(displayTimeZone({ time_zone: null, organization_time_zone: 'Europe/Paris' }, 'UTC')).toBe(
      'Europe/Paris',
    );
    expect(displayTimeZone({ time_zone: null, organization_time_zone: null }, 'America/Chicago')).toBe(
      'America/Chicago',
    );
    expect(displayTimeZone(undefined, 'America/Chicago')).toBe('America/Chicago');
  });
});

describe('wallClock', () => {
  it('reads the same fields as Intl’s parts, across zones, midnights and daylight-saving changes', () => {
    const zones = ['UTC', 'America/New_York', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'Pacific/Chatham'];
    const start = Date.UTC(2026, 0, 1);
    for (const tz of zones) {
      const parts = new Intl.DateTimeFormat('en-US', {
        timeZone: tz,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
      // Every 7 h 13 min 17 s over a year: all hours of the day, both sides of each change.
      for (let t = start; t < start + 366 * 86_400_000; t += 26_000_000 - 3_000) {
        const p = Object.fromEntries(parts.formatToParts(new Date(t)).map((x) => [x.type, Number(x.value)]));
        expect(wallClock(new Date(t), tz)).toEqual({
          year: p.year,
          month: p.month,
          day: p.day,
          hour: p.hour,
          minute: p.minute,
          second: p.second,
        });
      }
    }
  });
});
