import { z } from 'zod';
import { ConversationGuestDto } from './conversation-guest.contract';
import {
  Cursor,
  PageLimit,
  PersonRef,
  RequiredText,
  UserId,
} from '../transactions/transaction-common.contract';

export const CONVERSATION_KINDS = ['direct', 'group', 'deal'] as const;
export const ConversationKind = z.enum(CONVERSATION_KINDS);
export type ConversationKind = z.infer<typeof ConversationKind>;

/** A group has at most this many members besides its creator. */
export const MAX_GROUP_MEMBERS = 50;

export const ConversationIdParams = z.object({ id: z.uuid('Must be a conversation id') });

export const ConversationMemberDto = PersonRef;
export type ConversationMemberDto = z.infer<typeof ConversationMemberDto>;

export const LastMessagePreview = z.object({
  id: z.uuid(),
  author: PersonRef,
  /** The first characters of the text; null when the message was deleted. */
  preview: z.string().nullable(),
  created_at: z.string(),
});

export const ConversationDto = z.object({
  id: z.uuid(),
  kind: ConversationKind,
  /** Group name, the deal's title, or for a direct conversation the other person's name. */
  title: z.string(),
  transaction_id: z.uuid().nullable(),
  members: z.array(ConversationMemberDto),
  /** Outside guests invited by e-mail (deal conversations only; ADR 0169). */
  guests: z.array(ConversationGuestDto),
  /** Whether the caller invites and removes guests (GET /api/conversations/:id answers it; lists say false). */
  can_manage_guests: z.boolean(),
  unread_count: z.number().int().nonnegative(),
  last_message: LastMessagePreview.nullable(),
  last_activity_at: z.string(),
  created_at: z.string(),
});
export type ConversationDto = z.infer<typeof ConversationDto>;

export const ListConversationsQuery = z.strictObject({
  kind: ConversationKind.optional(),
  limit: PageLimit,
  cursor: Cursor.optional(),
});
export type ListConversationsQuery = z.infer<typeof ListConversationsQuery>;

export const ConversationPage = z.object({
  items: z.array(ConversationDto),
  nextCursor: z.string().nullable(),
});
export type ConversationPage = z.infer<typeof ConversationPage>;

export const CreateConversationInput = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('direct'), user_id: UserId }),
  z.strictObject({
    kind: z.literal('group'),
    title: RequiredText(120),
    member_ids: z.array(UserId).min(1, 'Add at least one person').max(MAX_GROUP_MEMBERS),
  }),
]);
export type CreateConversationInput = z.infer<typeof CreateConversationInput>;

export const UnreadCountsDto = z.object({
  /** Conversations with at least one unread message (the navigation badge). */
  conversations: z.number().int().nonnegative(),
  messages: z.number().int().nonnegative(),
});
export type UnreadCountsDto = z.infer<typeof UnreadCountsDto>;

export const MarkReadInput = z.strictObject({
  /** Read up to and including this message; the newest one when left out. */
  message_id: z.uuid().optional(),
});
export type MarkReadInput = z.infer<typeof MarkReadInput>;
