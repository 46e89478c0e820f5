import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBusinessDays, addCalendarDays, isBusinessDay, rollToBusinessDay } from './business-days';

const anyDate = fc
  .date({ min: new Date(2020, 0, 1), max: new Date(2035, 11, 31), noInvalidDate: true })
  .map((d) =>
    [d.getFullYear(), String(d.getMonth() + 1).padStart(2, '0'), String(d.getDate()).padStart(2, '0')].join(
      '-',
    ),
  );

describe('business days', () => {
  it('skips July 4th observed on Friday and the weekend', () => {
    expect(addBusinessDays('2026-07-01', 3)).toBe('2026-07-07');
  });

  it('skips Thanksgiving but not the Friday after', () => {
    expect(addBusinessDays('2026-11-25', 1)).toBe('2026-11-27');
    expect(addBusinessDays('2026-11-25', 2)).toBe('2026-11-30');
  });

  it("rolls over New Year's weekend when the holiday is observed on December 31", () => {
    expect(addBusinessDays('2027-12-30', 1)).toBe('2028-01-03');
    expect(rollToBusinessDay('2027-12-31')).toBe('2028-01-03');
  });

  it('counts backwards past a holiday weekend', () => {
    expect(addBusinessDays('2026-07-06', -1)).toBe('2026-07-02');
    expect(rollToBusinessDay('2026-07-05', -1)).toBe('2026-07-02');
  });

  it('zero days is the date itself, rolled forward', () => {
    expect(addBusinessDays('2026-07-02', 0)).toBe('2026-07-02');
    expect(addBusinessDays('2026-07-04', 0)).toBe('2026-07-06');
  });

  it('crosses months and years on the calendar', () => {
    expect(addCalendarDays('2026-12-25', 10)).toBe('2027-01-04');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('property: a business-day deadline never lands on a weekend or holiday', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: -60, max: 60 }), (date, days) => {
        expect(isBusinessDay(addBusinessDays(date, days))).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('property: exactly n business days lie between the start and the result', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: 1, max: 40 }), (date, days) => {
        const end = addBusinessDays(date, days);
        let count = 0;
        for (let d = addCalendarDays(date, 1); d <= end; d = addCalendarDays(d, 1))
          if (isBusinessDay(d)) count++;
        expect(count).toBe(days);
      }),
      { numRuns: 200 },
    );
  });
});
