/**
 * Wall-clock ↔ instant conversion in an IANA time zone with the platform's Intl data (no library):
 * the calendar's ranges are local days, and a local midnight is a different instant on each side
 * of a daylight-saving change.
 */

/** Whether `tz` is an IANA zone this runtime knows ("UTC", "America/New_York"). */
export function isTimeZone(tz: string): boolean {
  if (!tz || tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(tz, f);
  }
  return f;
}

/** en-US with h23 formats as "MM/DD/YYYY, HH:MM:SS". */
const EN_US_WALL_CLOCK = /^(\d{2})\/(\d{2})\/(\d{4}),? (\d{2}):(\d{2}):(\d{2})$/;

/**
 * The wall-clock fields of an instant in `tz`. Read from `format()`, which is 20–40× cheaper than
 * `formatToParts()` (a month view converts hundreds of instants: bench/calendar.bench.ts, ADR 0148);
 * a runtime that formats otherwise falls back on the parts.
 */
export function wallClock(instant: Date, tz: string) {
  const m = EN_US_WALL_CLOCK.exec(formatterOf(tz).format(instant));
  if (m) {
    return {
      year: Number(m[3]),
      month: Number(m[1]),
      day: Number(m[2]),
      hour: Number(m[4]) % 24,
      minute: Number(m[5]),
      second: Number(m[6]),
    };
  }
  return wallClockFromParts(instant, tz);
}

function wallClockFromParts(instant: Date, tz: string) {
  const parts = Object.fromEntries(
    formatterOf(tz)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Minutes `tz` is ahead of UTC at `instant` (New York in winter: -300). */
export function offsetMinutes(instant: Date, tz: string): number {
  const w = wallClock(instant, tz);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant of a local wall-clock time in `tz`. A time that does not exist (skipped by a
 * spring-forward) resolves to the instant after the gap, like calendar applications do.
 */
export function zonedTimeToInstant(ymd: string, hhmm: string, tz: string): Date {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  const [hh, mm] = hhmm.split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  const first = guess - offsetMinutes(new Date(guess), tz) * 60_000;
  const second = guess - offsetMinutes(new Date(first), tz) * 60_000;
  if (first === second) return new Date(first);
  // Across a change: take the candidate whose local time reads back as asked, else the later one.
  const reads = (t: number) => {
    const w = wallClock(new Date(t), tz);
    return w.year === y && w.month === m && w.day === d && w.hour === hh && w.minute === mm;
  };
  if (reads(first)) return new Date(first);
  if (reads(second)) return new Date(second);
  return new Date(Math.max(first, second));
}

/** Local midnight starting day `ymd` in `tz`. */
export const startOfLocalDay = (ymd: string, tz: string): Date => zonedTimeToInstant(ymd, '00:00', tz);

/** The local calendar day ("YYYY-MM-DD") of an instant in `tz`. */
export function localDay(instant: Date, tz: string): string {
  const w = wallClock(instant, tz);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/**
 * Today ("YYYY-MM-DD") in `tz`: the day deadline states, due filters and "overdue" count from. The
 * one place that turns "now" into a day, so no caller falls back on the server's own time zone.
 */
export const todayIn = (tz: string, now: Date = new Date()): string => localDay(now, tz);

/**
 * The zone a person's calendar and Tasks screen show (ADR 0148): their saved zone, else their
 * organization's saved one, else the browser's — never silently the browser's over a saved choice.
 */
export function displayTimeZone(
  saved: { time_zone: string | null; organization_time_zone: string | null } | undefined,
  browser: string,
): string {
  return saved?.time_zone ?? saved?.organization_time_zone ?? browser;
}
