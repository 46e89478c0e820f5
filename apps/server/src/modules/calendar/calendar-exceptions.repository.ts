import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { calendarEventExceptions as exceptions } from './calendar.schema';

export type ExceptionRow = typeof exceptions.$inferSelect;
/** Exceptions by `${eventId}|${occurrence}`. */
export type ExceptionMap = ReadonlyMap<string, ExceptionRow>;

export const exceptionKey = (eventId: string, occurrence: string) => `${eventId}|${occurrence}`;

/** The exceptions of the given series, keyed by series and occurrence. */
export async function findExceptions(db: DbOrTx, eventIds: string[]): Promise<ExceptionMap> {
  if (eventIds.length === 0) return new Map();
  const rows = await db.select().from(exceptions).where(inArray(exceptions.eventId, eventIds));
  return new Map(rows.map((r) => [exceptionKey(r.eventId, r.occurrence), r]));
}

/**
 * Changes or cancels one occurrence (one row per occurrence): a second change writes the keys it
 * carries over the first and keeps the others (undefined: unchanged, null: the series' own).
 */
export async function saveException(
  db: DbOrTx,
  values: Pick<ExceptionRow, 'eventId' | 'occurrence' | 'cancelled'> &
    Partial<Pick<ExceptionRow, 'title' | 'startsAt' | 'endsAt'>>,
) {
  const now = new Date();
  const { eventId: _eventId, occurrence: _occurrence, ...change } = values;
  await db
    .insert(exceptions)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: [exceptions.eventId, exceptions.occurrence],
      // Drizzle leaves undefined keys out of the SET list.
      set: { ...change, updatedAt: now },
    });
}
