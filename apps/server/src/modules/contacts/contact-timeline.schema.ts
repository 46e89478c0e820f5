import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ActivityKind } from '@threshold/domain/contacts/contact-activity.contract';
import { users } from '../../platform/auth/auth.schema';
import { organizations } from '../organizations/organizations.schema';
import { contacts } from './contacts.schema';
import { recordVersion } from '../../platform/db/record-version';

/** The contact's timeline: logged calls, e-mails, meetings, showings, notes, and system events. */
export const contactActivities = pgTable(
  'contact_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: recordVersion(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ActivityKind>().notNull(),
    subject: text('subject'),
    body: text('body'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_activities_contact_idx').on(t.contactId, t.occurredAt, t.id)],
);

/** Follow-ups on a contact, with a due time and an assignee. */
export const contactTasks = pgTable(
  'contact_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: recordVersion(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    notes: text('notes'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: text('completed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_tasks_contact_idx').on(t.contactId, t.dueAt),
    index('contact_tasks_assignee_idx').on(t.assigneeId, t.dueAt, t.id),
  ],
);
