import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import type { Effect } from './effect-types';
import { effects } from './effects.schema';

export interface ClaimedEffect {
  id: number;
  type: string;
  key: string;
  payload: unknown;
  attempts: number;
}

/** Stores an effect in the caller's transaction; a key already stored keeps its first effect. */
export async function insertEffect(db: DbOrTx, effect: Effect, now: Date): Promise<void> {
  await db
    .insert(effects)
    .values({ type: effect.type, key: effect.key, payload: effect.payload, nextAttemptAt: now, createdAt: now })
    .onConflictDoNothing({ target: effects.key });
}

/**
 * Claims due effects, oldest first, for `leaseUntil`: their attempt is counted and no other
 * dispatcher sees them until then (a dispatcher that dies mid-delivery lets them lapse back).
 * SKIP LOCKED lets instances claim side by side on PostgreSQL; PGlite runs one statement at a time.
 */
export async function claimDueEffects(db: DbOrTx, now: Date, leaseUntil: Date, limit: number): Promise<ClaimedEffect[]> {
  const due = db
    .select({ id: effects.id })
    .from(effects)
    .where(and(eq(effects.status, 'pending'), lte(effects.nextAttemptAt, now)))
    .orderBy(asc(effects.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(effects)
    .set({ attempts: sql`${effects.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(inArray(effects.id, due))
    .returning({
      id: effects.id,
      type: effects.type,
      key: effects.key,
      payload: effects.payload,
      attempts: effects.attempts,
    });
  return claimed.sort((a, b) => a.id - b.id);
}

export async function markEffectDone(db: DbOrTx, id: number, payload: unknown, now: Date): Promise<void> {
  await db.update(effects).set({ status: 'done', doneAt: now, payload, lastError: null }).where(eq(effects.id, id));
}

export async function rescheduleEffect(db: DbOrTx, id: number, at: Date, error: string): Promise<void> {
  await db.update(effects).set({ nextAttemptAt: at, lastError: error }).where(eq(effects.id, id));
}

export async function markEffectFailed(db: DbOrTx, id: number, payload: unknown, error: string): Promise<void> {
  await db.update(effects).set({ status: 'failed', payload, lastError: error }).where(eq(effects.id, id));
}

/** Forgets delivered effects older than `before` (their keys may be recorded again after that). */
export async function pruneDoneEffects(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(effects).where(and(eq(effects.status, 'done'), lt(effects.doneAt, before)));
}

/** Drops every recorded effect: the demo seed writes history, whose e-mails and events nobody awaits. */
export async function discardAllEffects(db: DbOrTx): Promise<void> {
  await db.delete(effects);
}
