import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The effects outbox (ADR 0192): what a committed write still has to cause outside the database
 * (an e-mail, a live event), recorded in the write's own transaction and delivered by the dispatcher.
 */
export const effects = pgTable(
  'effects',
  {
    /** Delivery order: effects are claimed oldest first. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    /** The same effect recorded twice (a retried request) is kept once. */
    key: text('key').notNull().unique(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    /** pending → done, or failed after the last attempt. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a dispatcher may next claim it: now, after a backoff, or when a claim's lease runs out. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    index('effects_due_idx').on(t.nextAttemptAt, t.id).where(sql`status = 'pending'`),
    index('effects_done_idx').on(t.doneAt).where(sql`status = 'done'`),
  ],
);
