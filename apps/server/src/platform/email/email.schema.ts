import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** Text content (calendar files); binary attachments are not sent yet. */
  content: string;
}

/** Every message the product sends; the delivery log and, without SMTP, the dev mailbox. */
export const outboundEmails = pgTable(
  'outbound_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    /** Files sent with the message (e.g. an invitation's .ics), kept for the dev mailbox. */
    attachments: jsonb('attachments').$type<EmailAttachment[]>().notNull().default([]),
    status: text('status').notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbound_emails_created_idx').on(t.createdAt)],
);
