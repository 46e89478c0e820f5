/** How events repeat, as data (no rrule import: the web uses these without the library). */
export const RECURRENCE_FREQS = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type RecurrenceFreq = (typeof RECURRENCE_FREQS)[number];
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** How an event repeats; `until` is the last day (inclusive, local), `count` the number of occurrences. */
export interface Recurrence {
  freq: RecurrenceFreq;
  interval: number;
  by_weekday: Weekday[];
  until: string | null;
  count: number | null;
}

/** Most occurrences one expansion yields (a daily event over a 100-day range is 100). */
export const MAX_OCCURRENCES = 1000;
