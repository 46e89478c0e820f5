import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The realtime outbox (ADR 0118): every published change, kept for a day so a reconnecting client
 * resumes after its last event id, and so another instance reads what a NOTIFY (ids only) names.
 */
export const realtimeEvents = pgTable(
  'realtime_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    resource: text('resource').notNull(),
    action: text('action').notNull(),
    recordId: text('record_id').notNull(),
    /** Key columns and changed values, before any per-subscriber filtering. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    changed: jsonb('changed').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('realtime_events_resource_id_idx').on(t.resource, t.id),
    index('realtime_events_created_idx').on(t.createdAt),
  ],
);
