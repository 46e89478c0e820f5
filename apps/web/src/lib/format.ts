/**
 * Number and date formats shared by the dashboards, analytics and compliance screens (en-US, USD).
 * Each formatter is built on first use: constructing Intl formatters is costly (the first one loads
 * locale data), and doing it while the module is evaluated lengthened the first page's longest task.
 */
/** A value made on the first call and reused after: for Intl formatters at module level. */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const count = onFirstUse(() => new Intl.NumberFormat('en-US'));
const wholeDollars = onFirstUse(
  () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
);
const day = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
);

export const formatCount = (n: number) => count().format(n);
/** Cents as whole dollars: 123456789 → "$1,234,568". */
export const formatWholeDollars = (cents: number) => wholeDollars().format(cents / 100);

/** "YYYY-MM-DD" (or an ISO instant's date part) → "Mar 1, 2026"; a calendar day never shifts by zone. */
export function formatCalendarDay(value: string | null): string {
  return value ? day().format(new Date(`${value.slice(0, 10)}T00:00:00Z`)) : '—';
}
