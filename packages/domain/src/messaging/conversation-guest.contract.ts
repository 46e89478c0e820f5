import { z } from 'zod';
import { PersonRef, Text } from '../transactions/transaction-common.contract';
import { MAX_MESSAGE_LENGTH } from './message.contract';

/** How long an e-mailed guest link can be redeemed, and how long the guest session it starts lasts. */
export const GUEST_LINK_DAYS = 7;
export const GUEST_SESSION_DAYS = 30;

/** An outside person (no account) in one deal conversation (ADR 0169). */
export const ConversationGuestDto = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string().nullable(),
  /** Whether they opened their link (a session was started). */
  joined: z.boolean(),
  invited_at: z.string(),
});
export type ConversationGuestDto = z.infer<typeof ConversationGuestDto>;

export const InviteGuestInput = z.strictObject({
  email: z.email('Not a valid e-mail address').max(254),
  name: Text(120).optional(),
});
export type InviteGuestInput = z.infer<typeof InviteGuestInput>;

export const ConversationGuestParams = z.object({
  id: z.uuid('Must be a conversation id'),
  guestId: z.uuid('Must be a guest id'),
});

export const RedeemGuestLinkInput = z.strictObject({
  token: z.string().min(20, 'Not a guest link').max(100, 'Not a guest link'),
});
export const RedeemedGuestLinkDto = z.object({ conversation_id: z.uuid() });

/** What a guest sees of their one conversation. */
export const GuestConversationDto = z.object({
  id: z.uuid(),
  title: z.string(),
  members: z.array(PersonRef),
  guests: z.array(ConversationGuestDto),
  me: ConversationGuestDto,
});
export type GuestConversationDto = z.infer<typeof GuestConversationDto>;

export const GuestSendMessageInput = z.strictObject({
  body: Text(MAX_MESSAGE_LENGTH).pipe(z.string().min(1, 'Write a message')),
});
export type GuestSendMessageInput = z.infer<typeof GuestSendMessageInput>;
