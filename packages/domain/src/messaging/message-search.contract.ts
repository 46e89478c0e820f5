import { z } from 'zod';
import { Cursor, PersonRef } from '../transactions/transaction-common.contract';
import { ConversationKind } from './conversation.contract';

export const MESSAGE_SEARCH_MIN_LENGTH = 2;

/** Text search over the messages of the caller's conversations, or of one of them. */
export const SearchMessagesQuery = z.strictObject({
  q: z
    .string()
    .trim()
    .min(MESSAGE_SEARCH_MIN_LENGTH, `Type at least ${MESSAGE_SEARCH_MIN_LENGTH} characters`)
    .max(100, 'At most 100 characters'),
  conversation_id: z.uuid('Must be a conversation id').optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  /** Older matches than this cursor (from nextCursor). */
  cursor: Cursor.optional(),
});
export type SearchMessagesQuery = z.infer<typeof SearchMessagesQuery>;

export const MessageSearchHit = z.object({
  message_id: z.uuid(),
  conversation_id: z.uuid(),
  /** As the conversation list names it (group name, deal title, or the other person). */
  conversation_title: z.string(),
  conversation_kind: ConversationKind,
  author: PersonRef,
  body: z.string(),
  created_at: z.string(),
});
export type MessageSearchHit = z.infer<typeof MessageSearchHit>;

/** Newest first; deleted messages never match. */
export const MessageSearchPage = z.object({
  items: z.array(MessageSearchHit),
  nextCursor: z.string().nullable(),
});
export type MessageSearchPage = z.infer<typeof MessageSearchPage>;
