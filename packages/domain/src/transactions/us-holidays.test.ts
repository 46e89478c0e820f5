import { describe, expect, it } from 'vitest';
import { isUsFederalHoliday, usFederalHolidays } from './us-holidays';

describe('US federal holidays', () => {
  it('lists 2026 with observed days', () => {
    expect(usFederalHolidays(2026).map((h) => h.observed)).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03', // July 4th is a Saturday
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
  });

  it('observes a Sunday holiday on Monday', () => {
    expect(isUsFederalHoliday('2027-07-05')).toBe(true);
    expect(isUsFederalHoliday('2027-07-04')).toBe(false);
    expect(isUsFederalHoliday('2022-12-26')).toBe(true);
  });

  it("observes New Year's Day on a Saturday on December 31 of the year before", () => {
    expect(isUsFederalHoliday('2021-12-31')).toBe(true);
    expect(isUsFederalHoliday('2027-12-31')).toBe(true);
    expect(usFederalHolidays(2022).some((h) => h.name === "New Year's Day")).toBe(false);
    expect(usFederalHolidays(2027).at(-1)).toEqual({
      name: "New Year's Day",
      date: '2028-01-01',
      observed: '2027-12-31',
    });
  });

  it('counts Juneteenth only from 2021', () => {
    expect(isUsFederalHoliday('2020-06-19')).toBe(false);
    expect(isUsFederalHoliday('2027-06-18')).toBe(true);
  });

  it('puts Thanksgiving on the fourth Thursday and Memorial Day on the last Monday', () => {
    const find = (year: number, name: string) => usFederalHolidays(year).find((h) => h.name === name)?.date;
    expect(find(2025, 'Thanksgiving Day')).toBe('2025-11-27');
    expect(find(2029, 'Thanksgiving Day')).toBe('2029-11-22');
    expect(find(2027, 'Memorial Day')).toBe('2027-05-31');
    expect(find(2028, 'Birthday of Martin Luther King, Jr.')).toBe('2028-01-17');
  });
});
