import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ClientRole } from '@threshold/domain/contacts/client-invitation.contract';
import { users } from '../../platform/auth/auth.schema';
import { contacts } from '../contacts/contacts.schema';
import { organizations } from '../organizations/organizations.schema';

/**
 * An invitation for a contact to become a client user. Only the SHA-256 of the token is stored;
 * the token itself exists in the e-mailed link alone. `status` is pending, accepted or revoked;
 * "expired" is derived from expires_at.
 */
export const clientInvitations = pgTable(
  'client_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    roleKey: text('role_key').$type<ClientRole>().notNull(),
    tokenHash: text('token_hash').notNull(),
    status: text('status').$type<'pending' | 'accepted' | 'revoked'>().notNull().default('pending'),
    message: text('message'),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentCount: integer('sent_count').notNull().default(1),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('client_invitations_token_uq').on(t.tokenHash),
    index('client_invitations_contact_idx').on(t.contactId),
    index('client_invitations_org_idx').on(t.organizationId, t.createdAt, t.id),
  ],
);
