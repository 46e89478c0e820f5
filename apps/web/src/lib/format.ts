import { onFirstUse } from './on-first-use';
import { browserTimeZone } from './time-zone';

/**
 * Number and date formats shared by the dashboards, analytics and compliance screens (en-US, USD).
 * Each formatter is built on first use: constructing Intl formatters is costly (the first one loads
 * locale data), and doing it while the module is evaluated lengthened the first page's longest task.
 */
const count = onFirstUse(() => new Intl.NumberFormat('en-US'));
const wholeDollars = onFirstUse(
  () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
);
const day = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
);
const shortDay = onFirstUse(() => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' }));

export const formatCount = (n: number) => count().format(n);
/** Cents as whole dollars: 123456789 → "$1,234,568". */
export const formatWholeDollars = (cents: number) => wholeDollars().format(cents / 100);

/** "YYYY-MM-DD" (or an ISO instant's date part) → "Mar 1, 2026"; a calendar day never shifts by zone. */
export function formatCalendarDay(value: string | null): string {
  return value ? day().format(new Date(`${value.slice(0, 10)}T00:00:00Z`)) : '—';
}

/** An instant as its day where the browser is: "Nov 26". */
export const formatShortDay = (instant: string) => shortDay().format(new Date(instant));

/** Builds the shared formatters and reads the time zone: on a worker, this loads ICU's data (ADR 0185). */
export function warmFormatters(): void {
  count();
  day();
  browserTimeZone();
}

/**
 * Builds the shared formatters while the browser is idle, so that cost stays out of the task that first
 * renders numbers and dates (ICU's data itself is loaded by the worker that `loadLocaleDataForAppPages`
 * starts).
 */
export function warmFormattersWhenIdle(): void {
  if (typeof globalThis.requestIdleCallback === 'function')
    globalThis.requestIdleCallback(warmFormatters, { timeout: 2000 });
  else setTimeout(warmFormatters, 0);
}
