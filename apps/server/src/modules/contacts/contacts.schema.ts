import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/auth.schema';
import { organizations } from '../organizations/organizations.schema';

export interface LabeledValue {
  label: string;
  value: string;
}

/** A person, entered once: CRM contact, deal participant, invited client. The CRM module extends it. */
export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** The client account this contact became, once an invitation is accepted. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    emails: jsonb('emails').$type<LabeledValue[]>().notNull().default([]),
    phones: jsonb('phones').$type<LabeledValue[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contacts_org_owner_idx').on(t.organizationId, t.ownerId), index('contacts_user_idx').on(t.userId)],
);
