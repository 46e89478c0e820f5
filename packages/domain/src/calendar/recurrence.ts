import * as rruleModule from 'rrule';
import { MAX_OCCURRENCES, type Recurrence, type RecurrenceFreq, type Weekday } from './recurrence-rule';
import { zonedTimeToInstant } from './time-zone';

// rrule ships ESM for bundlers and a UMD main for Node: take the namespace that has RRule.
const { RRule } = (
  (rruleModule as { RRule?: unknown }).RRule
    ? rruleModule
    : (rruleModule as unknown as { default: typeof rruleModule }).default
) as typeof rruleModule;

const FREQ = { daily: RRule.DAILY, weekly: RRule.WEEKLY, monthly: RRule.MONTHLY, yearly: RRule.YEARLY };

/** The RFC 5545 RRULE value (stored, and readable by any calendar): FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE… */
export function toRRule(r: Recurrence): string {
  const parts = [`FREQ=${r.freq.toUpperCase()}`, `INTERVAL=${r.interval}`];
  if (r.by_weekday.length) parts.push(`BYDAY=${r.by_weekday.join(',')}`);
  if (r.until) parts.push(`UNTIL=${r.until.replace(/-/g, '')}`);
  if (r.count) parts.push(`COUNT=${r.count}`);
  return parts.join(';');
}

export function fromRRule(value: string): Recurrence {
  const fields = Object.fromEntries(value.split(';').map((p) => p.split('=') as [string, string]));
  const until = fields.UNTIL
    ? `${fields.UNTIL.slice(0, 4)}-${fields.UNTIL.slice(4, 6)}-${fields.UNTIL.slice(6, 8)}`
    : null;
  return {
    freq: (fields.FREQ ?? 'DAILY').toLowerCase() as RecurrenceFreq,
    interval: Number(fields.INTERVAL ?? 1),
    by_weekday: fields.BYDAY ? (fields.BYDAY.split(',') as Weekday[]) : [],
    until,
    count: fields.COUNT ? Number(fields.COUNT) : null,
  };
}

/** A wall-clock moment as a "floating" Date (its UTC fields are the local fields), as rrule expects. */
const floating = (day: string, time: string) => new Date(`${day}T${time}:00Z`);
const dayOfFloating = (d: Date) => d.toISOString().slice(0, 10);
const timeOfFloating = (d: Date) => d.toISOString().slice(11, 16);

export interface RecurringEvent {
  rule: string;
  allDay: boolean;
  /** The first occurrence's local day and time ("HH:mm"; all-day: ignored) in `timeZone`. */
  startDay: string;
  startTime: string;
  /** Length of one occurrence: milliseconds (timed) or days minus one (all-day: 0 = one day). */
  durationMs: number;
  durationDays: number;
  timeZone: string;
}

function ruleOf(e: RecurringEvent) {
  const r = fromRRule(e.rule);
  return new RRule({
    freq: FREQ[r.freq],
    interval: r.interval,
    byweekday: r.by_weekday.length ? r.by_weekday.map((d) => RRule[d]) : null,
    until: r.until ? floating(r.until, '23:59') : null,
    count: r.count,
    dtstart: floating(e.startDay, e.allDay ? '00:00' : e.startTime),
  });
}

export interface Occurrence {
  /** All-day: days "YYYY-MM-DD"; timed: instants. */
  start: string;
  end: string;
}

/**
 * The occurrences that overlap [from, to) (instants; all-day ones by local day in `timeZone`). The
 * rule runs on local wall-clock time, then each occurrence becomes an instant in the event's zone,
 * so "every Monday 09:00" stays at 09:00 local across a daylight-saving change.
 */
export function expandOccurrences(e: RecurringEvent, from: Date, to: Date, tz = e.timeZone): Occurrence[] {
  const rule = ruleOf(e);
  // Wall-clock bounds wide enough for any zone (±14 h) and for an occurrence that began before `from`.
  const slack = 15 * 3_600_000 + e.durationMs + e.durationDays * 86_400_000;
  const out: Occurrence[] = [];
  for (const d of rule.between(
    new Date(from.getTime() - slack),
    new Date(to.getTime() + 15 * 3_600_000),
    true,
  )) {
    if (out.length >= MAX_OCCURRENCES) break;
    const day = dayOfFloating(d);
    if (e.allDay) {
      const last = new Date(d.getTime() + e.durationDays * 86_400_000);
      const first = zonedTimeToInstant(day, '00:00', tz);
      const after = zonedTimeToInstant(dayOfFloating(new Date(last.getTime() + 86_400_000)), '00:00', tz);
      if (first < to && after > from) out.push({ start: day, end: dayOfFloating(last) });
      continue;
    }
    const start = zonedTimeToInstant(day, timeOfFloating(d), e.timeZone);
    const end = new Date(start.getTime() + e.durationMs);
    if (start < to && (end > from || start >= from))
      out.push({ start: start.toISOString(), end: end.toISOString() });
  }
  return out;
}

/** When the last occurrence ends (null: it never stops), so queries can skip finished series. */
export function seriesEnd(e: RecurringEvent): Date | null {
  const r = fromRRule(e.rule);
  if (!r.until && !r.count) return null;
  const rule = ruleOf(e);
  const all = rule.all((_, i) => i < 5000);
  const last = all.at(-1);
  if (!last) return null;
  const day = dayOfFloating(last);
  const start = zonedTimeToInstant(day, e.allDay ? '00:00' : timeOfFloating(last), e.timeZone);
  // All-day: the series covers through the day after its last one begins, in any zone (+14 h slack).
  return new Date(start.getTime() + e.durationMs + (e.durationDays + 1) * 86_400_000 + 14 * 3_600_000);
}
