import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CONVERSATION_KINDS } from '@threshold/domain/messaging/conversation.contract';
import { users } from '../../platform/auth/auth.schema';
import { createdAt, inList, updatedAt } from '../../platform/db/columns';
import { recordVersion } from '../../platform/db/record-version';
import { transactions } from '../transactions/transactions.schema';

/**
 * Conversations (ADR 0119). Direct and group conversations list their members in
 * conversation_members; a deal's conversation (one per deal) has none: its members are the deal's
 * people with accounts (owner, participants, assigned staff), read live, so it never drifts.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    organizationId: uuid('organization_id'),
    title: text('title'),
    transactionId: uuid('transaction_id')
      .unique()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    /** Direct conversations: the two user ids, sorted and joined, so a pair has one conversation. */
    directKey: text('direct_key').unique(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('conversations_kind_check', sql`${t.kind} in (${inList(CONVERSATION_KINDS)})`),
    check('conversations_deal_check', sql`(${t.kind} = 'deal') = (${t.transactionId} is not null)`),
    index('conversations_activity_idx').on(t.lastActivityAt, t.id),
  ],
);

export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_members_user_idx').on(t.userId),
  ],
);

/** The last-read marker per person and conversation (unread = later messages by others). */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);

/**
 * Outside people (a lender, a title officer) invited by e-mail to one deal conversation (ADR 0169).
 * The link's token is stored hashed and redeems once, before it expires; redeeming starts a guest
 * session (its secret hashed here too) that reads and posts in this conversation and nothing else.
 */
export const conversationGuests = pgTable(
  'conversation_guests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name'),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull().unique(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }).notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    sessionHash: text('session_hash').unique(),
    sessionExpiresAt: timestamp('session_expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversation_guests_active_email_idx')
      .on(t.conversationId, t.email)
      .where(sql`${t.revokedAt} is null`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: recordVersion(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Order of messages (global, increasing): paging, unread counts and read markers use it. */
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    /** The member who wrote it; null when a guest did (guest_id). */
    authorId: text('author_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Set when an outside guest wrote it through their link (ADR 0169). */
    guestId: uuid('guest_id').references(() => conversationGuests.id, { onDelete: 'cascade' }),
    /** Emptied when the message is deleted. */
    body: text('body').notNull(),
    mentions: jsonb('mentions').$type<string[]>().notNull().default([]),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_seq_idx').on(t.conversationId, t.seq),
    check('messages_author_check', sql`(${t.authorId} is null) <> (${t.guestId} is null)`),
  ],
);

export const messageReactions = pgTable(
  'message_reactions',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emoji: text('emoji').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId, t.emoji] })],
);

/**
 * A file sent with a message. Uploaded first (message_id null: only its uploader sees it), then
 * claimed by the message that sends it; removed with the message when that is deleted.
 */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    uploadedBy: text('uploaded_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    /** Sniffed from the content, never the name or the request header. */
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('message_attachments_message_idx').on(t.messageId),
    index('message_attachments_unsent_idx')
      .on(t.conversationId, t.uploadedBy)
      .where(sql`${t.messageId} is null`),
  ],
);
