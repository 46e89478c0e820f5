import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { realtimeEvents } from './realtime.schema';

export type RealtimeEventRow = typeof realtimeEvents.$inferSelect;
export type NewRealtimeEvent = Pick<
  RealtimeEventRow,
  'resource' | 'action' | 'recordId' | 'data' | 'changed'
>;

const columns = {
  id: realtimeEvents.id,
  resource: realtimeEvents.resource,
  action: realtimeEvents.action,
  recordId: realtimeEvents.recordId,
  data: realtimeEvents.data,
  changed: realtimeEvents.changed,
  createdAt: realtimeEvents.createdAt,
};

/** Stores changes in one statement (ADR 0178), answering the rows in id order (= the given order). */
export async function insertRealtimeEvents(db: Db, events: NewRealtimeEvent[]): Promise<RealtimeEventRow[]> {
  if (events.length === 0) return [];
  const rows = await db.insert(realtimeEvents).values(events).returning(columns);
  return rows.sort((a, b) => a.id - b.id);
}

export function findRealtimeEventsByIds(db: Db, ids: number[]): Promise<RealtimeEventRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(columns)
    .from(realtimeEvents)
    .where(inArray(realtimeEvents.id, ids))
    .orderBy(asc(realtimeEvents.id));
}

/** Events of one resource after an id, oldest first: what a resuming subscription missed. */
export function findRealtimeEventsAfter(
  db: Db,
  resource: string,
  afterId: number,
  limit: number,
): Promise<RealtimeEventRow[]> {
  return db
    .select(columns)
    .from(realtimeEvents)
    .where(and(eq(realtimeEvents.resource, resource), gt(realtimeEvents.id, afterId)))
    .orderBy(asc(realtimeEvents.id))
    .limit(limit);
}

export async function deleteRealtimeEventsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(realtimeEvents).where(lt(realtimeEvents.createdAt, before));
}

/** PostgreSQL fan-out: the payload names events only (instance:id,id,…), below NOTIFY's 8,000 bytes. */
export async function notifyRealtimeEvent(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
