import { z } from 'zod';
import { Cursor, PersonRef, RequiredText, Text, UserId } from '../transactions/transaction-common.contract';

export const MAX_MESSAGE_LENGTH = 4000;
/** Files per message, their size and kinds (sniffed from the content on upload). */
export const MAX_MESSAGE_ATTACHMENTS = 5;
export const MAX_MESSAGE_ATTACHMENT_BYTES = 20 * 1024 * 1024;
export const MESSAGE_ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
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

export const MessageAttachmentDto = z.object({
  id: z.uuid(),
  filename: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
});
export type MessageAttachmentDto = z.infer<typeof MessageAttachmentDto>;

/** The body of an upload is the file; its name comes in the query string. */
export const UploadMessageAttachmentQuery = z.strictObject({ filename: RequiredText(200) });
export const MessageAttachmentParams = z.object({
  id: z.uuid('Must be a conversation id'),
  attachmentId: z.uuid('Must be an attachment id'),
});

export const MessageDto = z.object({
  id: z.uuid(),
  conversation_id: z.uuid(),
  seq: z.number().int(),
  /** A guest's message: its author is the guest (id, name) and this holds their e-mail (ADR 0169). */
  author: PersonRef,
  guest: z.object({ email: z.string() }).nullable(),
  /** Null once deleted: everyone sees "deleted" in its place. */
  body: z.string().nullable(),
  mentions: z.array(PersonRef),
  reactions: z.array(ReactionDto),
  /** Empty once deleted (the files go with the message). */
  attachments: z.array(MessageAttachmentDto),
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

export const SendMessageInput = z
  .strictObject({
    /** May be empty when files are sent. */
    body: Text(MAX_MESSAGE_LENGTH).default(''),
    /** People of the conversation named in the text. */
    mentions: z.array(UserId).max(20).default([]),
    /** Files uploaded to this conversation by the sender and not sent yet. */
    attachment_ids: z
      .array(z.uuid('Must be an attachment id'))
      .max(MAX_MESSAGE_ATTACHMENTS, `At most ${MAX_MESSAGE_ATTACHMENTS} files`)
      .default([]),
  })
  .refine((input) => input.body !== '' || input.attachment_ids.length > 0, {
    path: ['body'],
    message: 'Write a message or attach a file',
  });
export type SendMessageInput = z.infer<typeof SendMessageInput>;

export const EditMessageInput = z.strictObject({
  body: RequiredText(MAX_MESSAGE_LENGTH),
  mentions: z.array(UserId).max(20).default([]),
});
export type EditMessageInput = z.infer<typeof EditMessageInput>;

export const ReactionInput = z.strictObject({ emoji: Emoji });
