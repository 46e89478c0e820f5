import { describe, expect, it } from 'vitest';
import { daysOf, itemsByDay, stepAnchor, visibleDays } from './calendar-grid';
import { canDrag, movedTiming } from './move-item';

const item = (over: Record<string, unknown>) =>
  ({
    source: 'event',
    id: '00000000-0000-4000-8000-000000000001',
    title: 'x',
    kind: 'showing',
    all_day: false,
    start: '',
    end: '',
    state: null,
    location: null,
    transaction: null,
    contact: null,
    person_id: null,
    version: 1,
    editable: true,
    ...over,
  }) as any;

describe('calendar grid', () => {
  it('shows one day in the day view and steps a day at a time', () => {
    expect(visibleDays('day', '2026-11-25')).toEqual(['2026-11-25']);
    expect(stepAnchor('day', '2026-11-30', 1)).toBe('2026-12-01');
    expect(stepAnchor('day', '2026-11-01', -1)).toBe('2026-10-31');
  });

  it('shows whole weeks around a month, Sunday first', () => {
    const days = visibleDays('month', '2026-11-25');
    expect(days[0]).toBe('2026-11-01');
    expect(days.at(-1)).toBe('2026-12-05');
    expect(days.length % 7).toBe(0);
    expect(visibleDays('week', '2026-11-25')).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(visibleDays('agenda', '2026-11-25')).toHaveLength(30);
  });

  it('steps by the view’s period', () => {
    expect(stepAnchor('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(stepAnchor('week', '2026-11-25', -1)).toBe('2026-11-18');
    expect(stepAnchor('agenda', '2026-11-25', 1)).toBe('2026-12-25');
  });

  it('spreads an all-day entry over its days, end inclusive', () => {
    expect(daysOf(item({ all_day: true, start: '2026-12-30', end: '2027-01-02' }))).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    const byDay = itemsByDay([item({ all_day: true, start: '2026-05-01', end: '2026-05-02' })]);
    expect([...byDay.keys()]).toEqual(['2026-05-01', '2026-05-02']);
  });

  it('moves all-day entries by whole days and timed ones keeping their length', () => {
    expect(
      movedTiming(item({ all_day: true, start: '2026-05-01', end: '2026-05-03' }), '2026-05-10'),
    ).toEqual({
      all_day: true,
      start: '2026-05-10',
      end: '2026-05-12',
    });
    const start = new Date(2026, 4, 1, 10, 30);
    const end = new Date(2026, 4, 1, 11, 15);
    const moved = movedTiming(item({ start: start.toISOString(), end: end.toISOString() }), '2026-05-04', 14);
    expect(new Date(moved.start)).toEqual(new Date(2026, 4, 4, 14, 0));
    expect(new Date(moved.end).getTime() - new Date(moved.start).getTime()).toBe(45 * 60_000);
    const sameTime = movedTiming(item({ start: start.toISOString(), end: end.toISOString() }), '2026-05-04');
    expect(new Date(sameTime.start)).toEqual(new Date(2026, 4, 4, 10, 30));
  });
});

describe('what drags', () => {
  it('drags own single events and open houses, and key dates the caller may move; never offers or occurrences', () => {
    expect(canDrag(item({}))).toBe(true);
    expect(canDrag(item({ source: 'open_house' }))).toBe(true);
    expect(canDrag(item({ recurring: true }))).toBe(false);
    expect(canDrag(item({ editable: false }))).toBe(false);
    expect(canDrag(item({ source: 'key_date', all_day: true }))).toBe(true);
    expect(canDrag(item({ source: 'key_date', all_day: true, editable: false }))).toBe(false);
    expect(canDrag(item({ source: 'offer_expiration' }))).toBe(false);
    expect(canDrag(item({ source: 'deal_task' }))).toBe(false);
  });
});
