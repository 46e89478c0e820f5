import { z } from 'zod';
import { Cursor, PersonRef, RequiredText, UserId } from '../transactions/transaction-common.contract';

export const MAX_MESSAGE_LENGTH = 4000;
/** Reactions are short emoji (one grapheme, maybe with modifiers). */
export const Emoji = z
  .string()
  .min(1)
  .max(16)
  .refine(
    (value) => /\p{Extended_Pictographic}/u.test(value) && !/[\p{L}\p{N}\s]/u.test(value),
    'Must be an emoji',
  );

export const MessageParams = z.object({
  id: z.uuid('Must be a conversation id'),
  messageId: z.uuid('Must be a message id'),
});
export const ReactionParams = MessageParams.extend({ emoji: Emoji });

export const ReactionDto = z.object({
  emoji: z.string(),
  count: z.number().int().positive(),
  /** Whether the caller is one of those who reacted. */
  mine: z.boolean(),
});

export const MessageDto = z.object({
  id: z.uuid(),
  conversation_id: z.uuid(),
  seq: z.number().int(),
  author: PersonRef,
  /** Null once deleted: everyone sees "deleted" in its place. */
  body: z.string().nullable(),
  mentions: z.array(PersonRef),
  reactions: z.array(ReactionDto),
  deleted: z.boolean(),
  edited_at: z.string().nullable(),
  created_at: z.string(),
  version: z.number().int(),
});
export type MessageDto = z.infer<typeof MessageDto>;

export const ListMessagesQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** Older messages than this cursor (from nextCursor). */
  cursor: Cursor.optional(),
});
export type ListMessagesQuery = z.infer<typeof ListMessagesQuery>;

/** Newest first; nextCursor pages towards older messages. */
export const MessagePage = z.object({ items: z.array(MessageDto), nextCursor: z.string().nullable() });
export type MessagePage = z.infer<typeof MessagePage>;

export const SendMessageInput = z.strictObject({
  body: RequiredText(MAX_MESSAGE_LENGTH),
  /** People of the conversation named in the text. */
  mentions: z.array(UserId).max(20).default([]),
});
export type SendMessageInput = z.infer<typeof SendMessageInput>;

export const EditMessageInput = z.strictObject({
  body: RequiredText(MAX_MESSAGE_LENGTH),
  mentions: z.array(UserId).max(20).default([]),
});
export type EditMessageInput = z.infer<typeof EditMessageInput>;

export const ReactionInput = z.strictObject({ emoji: Emoji });
