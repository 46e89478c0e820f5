import { afterEach, describe, expect, it } from 'vitest';
import { browserTimeZone } from '@/lib/time-zone';
import { daysOf, timeOf } from './calendar-grid';
import { showCalendarIn, zonedDay, zonedInstant } from './calendar-zone';
import { eventValues, newEventValues, toEventInput } from './event-form';
import { movedTiming } from './move-item';

/** The saved zone (ADR 0148) differs from the browser's: what the page shows and sends follows the saved one. */
const SAVED = browserTimeZone() === 'Asia/Tokyo' ? 'America/Los_Angeles' : 'Asia/Tokyo';
// 09:00 on 2026-12-01 in the saved zone.
const NINE = zonedInstantIn(SAVED);

function zonedInstantIn(tz: string) {
  showCalendarIn(tz);
  const iso = zonedInstant('2026-12-01', '09:00');
  showCalendarIn(browserTimeZone());
  return iso;
}

const timed = {
  source: 'event' as const,
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Showing',
  kind: 'showing',
  all_day: false,
  start: NINE,
  end: new Date(Date.parse(NINE) + 3_600_000).toISOString(),
  state: null,
  location: null,
  transaction: null,
  contact: null,
  listing: null,
  person_id: null,
  version: 1,
  editable: true,
  recurring: false,
};

afterEach(() => showCalendarIn(browserTimeZone()));

describe('the calendar in the saved zone', () => {
  it('shows an event at 09:00 on its day in the saved zone, not the browser’s', () => {
    expect(SAVED).not.toBe(browserTimeZone());
    showCalendarIn(SAVED);
    expect(timeOf(timed.start)).toBe('09:00');
    expect(zonedDay(timed.start)).toBe('2026-12-01');
    expect(daysOf(timed)).toEqual(['2026-12-01']);
    showCalendarIn('UTC');
    expect(timeOf(timed.start)).not.toBe('09:00');
  });

  it('creates, edits and moves events in the saved zone', () => {
    showCalendarIn(SAVED);
    const input = toEventInput({ ...newEventValues('2026-12-01', 9), title: 'Slot' });
    expect(input.start).toBe(NINE);
    expect(input.time_zone).toBe(SAVED);
    const form = eventValues({
      ...timed,
      notes: null,
      attendees: [],
      recurrence: null,
      reminder_minutes: null,
    } as never);
    expect([form.startDay, form.startTime, form.endTime]).toEqual(['2026-12-01', '09:00', '10:00']);
    const moved = movedTiming(timed, '2026-12-03');
    showCalendarIn(SAVED);
    expect(timeOf(moved.start)).toBe('09:00');
    expect(zonedDay(moved.start)).toBe('2026-12-03');
    expect(timeOf(movedTiming(timed, '2026-12-03', 14).start)).toBe('14:00');
  });
});
