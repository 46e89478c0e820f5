import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/auth.schema';
import { organizations } from '../organizations/organizations.schema';

/**
 * An invitation to join an organization as a member with a role (issue 17, ADR 0105). Same pattern
 * as client invitations: only the SHA-256 of the token is stored; `status` is pending, accepted or
 * revoked, and "expired" is derived from expires_at.
 */
export const memberInvitations = pgTable(
  'member_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    roleKey: text('role_key').notNull(),
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
    uniqueIndex('member_invitations_token_uq').on(t.tokenHash),
    index('member_invitations_org_idx').on(t.organizationId, t.createdAt, t.id),
  ],
);
