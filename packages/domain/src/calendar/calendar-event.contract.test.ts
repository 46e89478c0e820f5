import { describe, expect, it } from 'vitest';
import { CreateEventInput, UpdateEventInput } from './calendar-event.contract';
import { CalendarRangeQuery } from './calendar-range.contract';

const base = {
  kind: 'showing',
  title: 'Showing',
  all_day: false,
  start: '2026-05-01T16:00:00Z',
  end: '2026-05-01T17:00:00Z',
};
const fieldsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.path.join('.'));

describe('event contracts', () => {
  it('accepts timed and all-day events (an all-day event across days, end inclusive)', () => {
    expect(CreateEventInput.safeParse(base).success).toBe(true);
    expect(
      CreateEventInput.safeParse({ ...base, all_day: true, start: '2026-05-01', end: '2026-05-03' }).success,
    ).toBe(true);
    expect(
      CreateEventInput.safeParse({ ...base, all_day: true, start: '2026-05-01', end: '2026-05-01' }).success,
    ).toBe(true);
  });

  it('refuses days for timed events, instants for all-day ones, and an end before the start', () => {
    expect(
      fieldsOf(CreateEventInput.safeParse({ ...base, start: '2026-05-01', end: '2026-05-01' })),
    ).toContain('start');
    expect(fieldsOf(CreateEventInput.safeParse({ ...base, all_day: true }))).toContain('start');
    expect(fieldsOf(CreateEventInput.safeParse({ ...base, end: '2026-05-01T15:00:00Z' }))).toEqual(['end']);
    expect(
      fieldsOf(
        CreateEventInput.safeParse({ ...base, all_day: true, start: '2026-05-03', end: '2026-05-01' }),
      ),
    ).toEqual(['end']);
  });

  it('compares instants, not text, across offsets', () => {
    // 15:30 in Berlin is 13:30Z; 10:00 in New York is 14:00Z: the end is after the start.
    const r = CreateEventInput.safeParse({
      ...base,
      start: '2026-05-01T15:30:00+02:00',
      end: '2026-05-01T10:00:00-04:00',
    });
    expect(r.success).toBe(true);
  });

  it('moves timing as a whole', () => {
    expect(fieldsOf(UpdateEventInput.safeParse({ start: '2026-05-01T16:00:00Z' }))).toContain('start');
    expect(UpdateEventInput.safeParse({ all_day: false, start: base.start, end: base.end }).success).toBe(
      true,
    );
    expect(fieldsOf(UpdateEventInput.safeParse({}))).toContain('_');
  });

  it('bounds the range query', () => {
    expect(CalendarRangeQuery.safeParse({ from: '2026-05-01', to: '2026-06-11' }).success).toBe(true);
    expect(fieldsOf(CalendarRangeQuery.safeParse({ from: '2026-05-01', to: '2026-12-01' }))).toContain('to');
    expect(
      fieldsOf(CalendarRangeQuery.safeParse({ from: '2026-05-01', to: '2026-05-02', sources: 'event,nope' })),
    ).toContain('sources');
    expect(
      CalendarRangeQuery.parse({ from: '2026-05-01', to: '2026-05-02', sources: 'event,key_date' }).sources,
    ).toEqual(['event', 'key_date']);
  });
});
