import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/auth.schema';
import { organizations } from '../organizations/organizations.schema';

/**
 * A user a system admin disabled (issue 17, ADR 0149): while the row exists the person cannot sign
 * in and every request with a session or API token of theirs is refused. Enabling deletes the row.
 */
export const userDisablements = pgTable('user_disablements', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason'),
  disabledBy: text('disabled_by').references(() => users.id, { onDelete: 'set null' }),
  disabledAt: timestamp('disabled_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An organization a system admin suspended (ADR 0149): its members are refused on every request
 * while the row exists. Reinstating deletes the row.
 */
export const organizationSuspensions = pgTable('organization_suspensions', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  reason: text('reason'),
  suspendedBy: text('suspended_by').references(() => users.id, { onDelete: 'set null' }),
  suspendedAt: timestamp('suspended_at', { withTimezone: true }).notNull().defaultNow(),
});
