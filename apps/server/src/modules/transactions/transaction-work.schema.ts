import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/auth.schema';
import { organizations } from '../organizations/organizations.schema';
import { transactions } from './transactions.schema';
import { recordVersion } from '../../platform/db/record-version';

const txRef = () =>
  uuid('transaction_id')
    .notNull()
    .references(() => transactions.id, { onDelete: 'cascade' });
const userRef = (name: string) => text(name).references(() => users.id, { onDelete: 'set null' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** Key dates: absolute, or relative to another key date (N calendar/business days). `date` is the computed value. */
export const transactionDates = pgTable(
  'transaction_dates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: recordVersion(),
    transactionId: txRef(),
    key: text('key').notNull(),
    label: text('label').notNull(),
    kind: text('kind').notNull(),
    date: date('date', { mode: 'string' }),
    anchorKey: text('anchor_key'),
    offsetDays: integer('offset_days').notNull().default(0),
    businessDays: boolean('business_days').notNull().default(false),
    roll: boolean('roll').notNull().default(false),
    /** false: an event date (contract acceptance, listing) — never a deadline, never overdue. */
    isDeadline: boolean('is_deadline').notNull().default(true),
    position: integer('position').notNull().default(0),
    completedAt: at('completed_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('transaction_dates_key_uq').on(t.transactionId, t.key),
    index('transaction_dates_open_idx')
      .on(t.date)
      .where(sql`${t.completedAt} is null and ${t.isDeadline}`),
  ],
);

/** To-dos on a deal, optionally linked to a key date (due = that date + offset). */
export const transactionTasks = pgTable(
  'transaction_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: recordVersion(),
    transactionId: txRef(),
    title: text('title').notNull(),
    dateKey: text('date_key'),
    offsetDays: integer('offset_days').notNull().default(0),
    dueDate: date('due_date', { mode: 'string' }),
    assigneeId: userRef('assignee_id'),
    completedAt: at('completed_at'),
    completedBy: userRef('completed_by'),
    createdBy: userRef('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('transaction_tasks_tx_idx').on(t.transactionId),
    index('transaction_tasks_open_idx')
      .on(t.dueDate)
      .where(sql`${t.completedAt} is null`),
  ],
);

/** An organization's checklist template for one transaction type and single side. */
export const checklistTemplates = pgTable(
  'checklist_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    side: text('side').notNull(),
    name: text('name').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** The built-in default (no row) counts as version 1; the first customization inserts version 2 (ADR 0093). */
    version: recordVersion(),
  },
  (t) => [uniqueIndex('checklist_templates_uq').on(t.organizationId, t.type, t.side)],
);

export const checklistTemplateItems = pgTable(
  'checklist_template_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => checklistTemplates.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    title: text('title').notNull(),
    required: boolean('required').notNull().default(true),
    requiresDocument: boolean('requires_document').notNull().default(false),
    onlyIfBuiltBefore1978: boolean('only_if_built_before_1978').notNull().default(false),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('checklist_template_items_uq').on(t.templateId, t.key)],
);

/** A deal's checklist: pending → submitted → approved | returned → submitted … */
export const transactionChecklistItems = pgTable(
  'transaction_checklist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: recordVersion(),
    transactionId: txRef(),
    templateKey: text('template_key'),
    title: text('title').notNull(),
    description: text('description'),
    required: boolean('required').notNull().default(true),
    requiresDocument: boolean('requires_document').notNull().default(false),
    position: integer('position').notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    status: text('status').notNull().default('pending'),
    documentId: uuid('document_id'),
    documentName: text('document_name'),
    note: text('note'),
    submittedBy: userRef('submitted_by'),
    submittedAt: at('submitted_at'),
    reviewedBy: userRef('reviewed_by'),
    reviewedAt: at('reviewed_at'),
    submissionCount: integer('submission_count').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('transaction_checklist_items_tx_idx').on(t.transactionId, t.position),
    index('transaction_checklist_items_review_idx')
      .on(t.submittedAt, t.id)
      .where(sql`${t.status} = 'submitted'`),
  ],
);

/** Internal notes (never shown to clients), with mentioned teammates. */
export const transactionNotes = pgTable(
  'transaction_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: recordVersion(),
    transactionId: txRef(),
    authorId: userRef('author_id'),
    body: text('body').notNull(),
    mentions: text('mentions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('transaction_notes_tx_idx').on(t.transactionId, t.createdAt)],
);

/** Changes drafted by roles that need supervisor approval, applied when a supervisor approves. */
export const transactionChangeRequests = pgTable(
  'transaction_change_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    transactionId: txRef(),
    requestedBy: text('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    summary: text('summary').notNull(),
    status: text('status').notNull().default('pending'),
    decidedBy: userRef('decided_by'),
    decidedAt: at('decided_at'),
    decisionNote: text('decision_note'),
    failureReason: text('failure_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('transaction_change_requests_requester_idx').on(t.requestedBy, t.status, t.createdAt),
    index('transaction_change_requests_tx_idx').on(t.transactionId, t.status),
  ],
);
