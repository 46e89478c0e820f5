import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * One counter per user, bumped by triggers (migration 0010) whenever a row the actor is built from
 * changes: memberships, team memberships, teams, role keys, profile overrides. The per-request session
 * lookup reads it, so a cached actor is never used past a change (ADR 0065).
 */
export const authzVersions = pgTable('authz_versions', {
  userId: text('user_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});
