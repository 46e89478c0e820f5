import { describe, expect, it } from 'vitest';
import { resizedTiming, snappedSteps } from './resize-item';

const at = (hhmm: string) => `2026-11-25T${hhmm}:00.000Z`;

describe('resizing an event', () => {
  it('turns a drag into quarter hours of a 48-pixel hour, rounding to the nearest', () => {
    expect(snappedSteps(12, 48)).toBe(1);
    expect(snappedSteps(17, 48)).toBe(1);
    expect(snappedSteps(19, 48)).toBe(2);
    expect(snappedSteps(-30, 48)).toBe(-3);
    expect(snappedSteps(5, 48)).toBe(0);
  });

  it('moves the end by quarter hours, keeping the start', () => {
    expect(resizedTiming({ start: at('10:00'), end: at('11:00') }, 2)).toEqual({
      all_day: false,
      start: at('10:00'),
      end: at('11:30'),
    });
    expect(resizedTiming({ start: at('10:00'), end: at('11:00') }, -1)?.end).toBe(at('10:45'));
  });

  it('snaps an end that is off the grid onto the next or previous quarter hour', () => {
    expect(resizedTiming({ start: at('10:00'), end: at('10:50') }, 1)?.end).toBe(at('11:00'));
    expect(resizedTiming({ start: at('10:00'), end: at('10:50') }, -1)?.end).toBe(at('10:45'));
  });

  it('never ends less than a quarter hour after the start, and reports no change as null', () => {
    expect(resizedTiming({ start: at('10:00'), end: at('11:00') }, -8)?.end).toBe(at('10:15'));
    expect(resizedTiming({ start: at('10:00'), end: at('10:15') }, -1)).toBeNull();
    expect(resizedTiming({ start: at('10:00'), end: at('11:00') }, 0)).toBeNull();
  });
});
