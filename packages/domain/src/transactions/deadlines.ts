import { addBusinessDays, addCalendarDays, rollToBusinessDay } from './business-days';

/**
 * The deadline engine. A key date is absolute ("2026-07-02") or relative ("10 calendar days after
 * acceptance", "3 business days after acceptance", "1 day before closing"). Relative dates are
 * computed in dependency order; changing one date recomputes everything that depends on it, and the
 * result says what moved. Decisions: docs/decisions/0022-deadline-engine.md.
 */
export interface KeyDateDefinition {
  key: string;
  label: string;
  kind: 'absolute' | 'relative';
  /** Absolute dates: the date (null while unknown). Ignored for relative dates. */
  date: string | null;
  anchorKey: string | null;
  offsetDays: number;
  /** Count business days (skip weekends and observed US federal holidays). */
  businessDays: boolean;
  /** A calendar-day result on a weekend or holiday moves to the next business day (previous when counting back). */
  roll: boolean;
  /**
   * A deadline is something to meet by its date (inspection, financing); otherwise the date records
   * an event (contract acceptance, listing), which is never overdue. docs/decisions/0042.
   */
  isDeadline: boolean;
}

export interface ResolvedKeyDate extends KeyDateDefinition {
  date: string | null;
}

export interface DateIssue {
  key: string;
  message: string;
  /** Position of the definition at fault in the list given (the repeated one for a duplicate key). */
  index: number;
  /** What to fix: the key (a duplicate) or the date it counts from. */
  field: 'key' | 'anchor_key';
}

export interface DateMove {
  key: string;
  from: string | null;
  to: string | null;
}

/** Relative date from its anchor's date, or null while the anchor has no date. */
export function computeRelativeDate(
  anchorDate: string | null,
  def: Pick<KeyDateDefinition, 'offsetDays' | 'businessDays' | 'roll'>,
): string | null {
  if (!anchorDate) return null;
  if (def.businessDays) return addBusinessDays(anchorDate, def.offsetDays);
  const date = addCalendarDays(anchorDate, def.offsetDays);
  return def.roll ? rollToBusinessDay(date, def.offsetDays < 0 ? -1 : 1) : date;
}

export function validateKeyDates(defs: readonly KeyDateDefinition[]): DateIssue[] {
  const issues: DateIssue[] = [];
  const keys = new Set<string>();
  defs.forEach((def, index) => {
    if (keys.has(def.key))
      issues.push({ key: def.key, message: 'This date appears twice', index, field: 'key' });
    keys.add(def.key);
  });
  defs.forEach((def, index) => {
    if (def.kind !== 'relative') return;
    const issue = (message: string) => issues.push({ key: def.key, message, index, field: 'anchor_key' });
    if (!def.anchorKey) issue('A relative date needs the date it counts from');
    else if (def.anchorKey === def.key) issue('A date cannot count from itself');
    else if (!keys.has(def.anchorKey)) issue(`Unknown anchor date "${def.anchorKey}"`);
  });
  if (issues.length === 0) {
    const cycle = findCycle(defs);
    if (cycle)
      issues.push({
        key: cycle[0]!,
        message: `These dates depend on each other in a circle: ${cycle.join(' → ')}`,
        index: defs.findIndex((d) => d.key === cycle[0]),
        field: 'anchor_key',
      });
  }
  return issues;
}

/** Keys in an order where every anchor comes before the dates that count from it (Kahn's algorithm). */
export function topologicalOrder(defs: readonly KeyDateDefinition[]): string[] {
  const byAnchor = new Map<string, string[]>();
  const waiting = new Map<string, number>();
  for (const def of defs) {
    const anchored = def.kind === 'relative' && def.anchorKey !== null;
    waiting.set(def.key, anchored ? 1 : 0);
    if (anchored) byAnchor.set(def.anchorKey!, [...(byAnchor.get(def.anchorKey!) ?? []), def.key]);
  }
  const ready = defs.filter((d) => waiting.get(d.key) === 0).map((d) => d.key);
  const order: string[] = [];
  while (ready.length) {
    const key = ready.shift()!;
    order.push(key);
    for (const child of byAnchor.get(key) ?? []) {
      waiting.set(child, waiting.get(child)! - 1);
      if (waiting.get(child) === 0) ready.push(child);
    }
  }
  return order;
}

function findCycle(defs: readonly KeyDateDefinition[]): string[] | null {
  const ordered = new Set(topologicalOrder(defs));
  const stuck = defs.find((d) => !ordered.has(d.key));
  if (!stuck) return null;
  const anchor = new Map(defs.map((d) => [d.key, d.kind === 'relative' ? d.anchorKey : null]));
  const path: string[] = [];
  let key: string | null | undefined = stuck.key;
  while (key && !path.includes(key)) {
    path.push(key);
    key = anchor.get(key);
  }
  return key ? [...path.slice(path.indexOf(key)), key] : path;
}

/** Computes every relative date in dependency order. Throws on invalid definitions (validate first). */
export function resolveKeyDates(defs: readonly KeyDateDefinition[]): ResolvedKeyDate[] {
  const issues = validateKeyDates(defs);
  if (issues.length) throw new Error(issues.map((i) => `${i.key}: ${i.message}`).join('; '));
  const byKey = new Map(defs.map((d) => [d.key, d]));
  const resolved = new Map<string, string | null>();
  for (const key of topologicalOrder(defs)) {
    const def = byKey.get(key)!;
    resolved.set(
      key,
      def.kind === 'absolute' ? def.date : computeRelativeDate(resolved.get(def.anchorKey!) ?? null, def),
    );
  }
  return defs.map((d) => ({ ...d, date: resolved.get(d.key) ?? null }));
}

/**
 * Recomputes after a change: `previous` holds the dates as stored, `defs` the definitions after the
 * change. Returns the new dates (in topological order) and every date whose value changed.
 */
export function recomputeKeyDates(
  previous: readonly { key: string; date: string | null }[],
  defs: readonly KeyDateDefinition[],
) {
  const before = new Map(previous.map((p) => [p.key, p.date]));
  const resolved = resolveKeyDates(defs);
  const order = topologicalOrder(defs);
  const byKey = new Map(resolved.map((r) => [r.key, r]));
  const dates = order.map((k) => byKey.get(k)!);
  const moved: DateMove[] = dates
    .filter((d) => (before.get(d.key) ?? null) !== d.date)
    .map((d) => ({ key: d.key, from: before.get(d.key) ?? null, to: d.date }));
  return { dates, moved };
}

export interface LinkedTask {
  id: string;
  dateKey: string | null;
  offsetDays: number;
  dueDate: string | null;
}

/** Tasks linked to a date are due `offsetDays` calendar days from it; returns the tasks whose due date moved. */
export function recomputeLinkedTasks(
  tasks: readonly LinkedTask[],
  dates: readonly { key: string; date: string | null }[],
) {
  const byKey = new Map(dates.map((d) => [d.key, d.date]));
  return tasks
    .filter((t) => t.dateKey !== null && byKey.has(t.dateKey))
    .map((t) => {
      const anchor = byKey.get(t.dateKey!) ?? null;
      return { id: t.id, from: t.dueDate, to: anchor ? addCalendarDays(anchor, t.offsetDays) : null };
    })
    .filter((m) => m.from !== m.to);
}

export type DeadlineState = 'overdue' | 'due_today' | 'upcoming' | 'later' | 'done' | 'unscheduled';
export type KeyDateState = DeadlineState | 'event';

/** Where a deadline stands on `today` (upcoming = within `windowDays`). */
export function deadlineState(
  date: string | null,
  completed: boolean,
  today: string,
  windowDays = 14,
): DeadlineState {
  if (completed) return 'done';
  if (!date) return 'unscheduled';
  if (date < today) return 'overdue';
  if (date === today) return 'due_today';
  return date <= addCalendarDays(today, windowDays) ? 'upcoming' : 'later';
}

/** Where a key date stands on `today`: a deadline by deadlineState(); an event date is just 'event'. */
export function keyDateState(
  date: string | null,
  isDeadline: boolean,
  completed: boolean,
  today: string,
): KeyDateState {
  if (isDeadline) return deadlineState(date, completed, today);
  return date ? 'event' : 'unscheduled';
}
