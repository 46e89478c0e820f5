import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/auth.schema';
import { recordVersion } from '../../platform/db/record-version';
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

/**
 * An invitation to become platform staff (issue 17 item 1, ADR 0173): system_admin,
 * platform_moderator or support_agent. The member-invitation pattern: only the SHA-256 of the token
 * is kept, single use, expires, and the accepting account's e-mail must be the invited one.
 */
export const platformInvitations = pgTable(
  'platform_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    platformRole: text('platform_role').notNull(),
    tokenHash: text('token_hash').notNull(),
    status: text('status').$type<'pending' | 'accepted' | 'revoked'>().notNull().default('pending'),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('platform_invitations_token_uq').on(t.tokenHash),
    index('platform_invitations_created_idx').on(t.createdAt, t.id),
  ],
);

/**
 * A system admin's change to one role inside one organization (ADR 0174): the capabilities and scopes
 * that differ from the registry. Only the keys of ROLE_OVERRIDE_RULES may appear; a trigger bumps the
 * authz version of that organization's members with that role, so it applies on their next request.
 */
export const organizationRoleOverrides = pgTable(
  'organization_role_overrides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    roleKey: text('role_key').notNull(),
    overrides: jsonb('overrides').$type<Record<string, unknown>>().notNull(),
    version: recordVersion(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('organization_role_overrides_org_role_uq').on(t.organizationId, t.roleKey)],
);
