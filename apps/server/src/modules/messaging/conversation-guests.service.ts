import {
  GUEST_LINK_DAYS,
  type ConversationGuestDto,
  type InviteGuestInput,
} from '@threshold/domain/messaging/conversation-guest.contract';
import type { Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import type { Mailer } from '../../platform/email/mailer';
import { AppError, notFound } from '../../platform/http/errors';
import { recordLiveChanges } from '../../platform/effects/record-effect';
import { createInvitationToken } from '../invitations/invitation-token';
import { revokeGuest, upsertGuestInvitation } from './conversation-guests.repository';
import { loadConversation } from './conversations.service';
import { sendGuestInvitationEmail } from './guest-invitation-email';
import { mayManageGuests } from './guest-managers';
import { toGuestDto } from './messaging.dto';

export interface GuestInviteDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
}

/** The conversation (404 when not the caller's) if the caller manages its guests; else 403. */
async function assertManagesGuests(db: Db, actor: Actor, conversationId: string) {
  const conversation = await loadConversation(db, actor, conversationId);
  if (!conversation.transactionId)
    throw new AppError('FORBIDDEN', 'Guests can be invited to a deal’s conversation only');
  if (!(await mayManageGuests(db, actor, conversation)))
    throw new AppError('FORBIDDEN', 'Only the deal’s agent or a broker invites and removes guests');
  return conversation;
}

const announce = (db: Db, conversationId: string) =>
  recordLiveChanges(db, [{
    resource: 'conversations',
    action: 'update',
    recordId: conversationId,
    data: { conversation_id: conversationId },
    changed: ['guests'],
  }]);

/** Invites an e-mail address (again: a new link, the old one and its session end) and e-mails the link. */
export async function inviteGuest(
  deps: GuestInviteDeps,
  actor: Actor,
  conversationId: string,
  input: InviteGuestInput,
): Promise<ConversationGuestDto> {
  const { db } = deps;
  const conversation = await assertManagesGuests(db, actor, conversationId);
  const { token, hash } = createInvitationToken();
  const row = await upsertGuestInvitation(db, {
    conversationId,
    email: input.email.toLowerCase(),
    name: input.name || null,
    invitedBy: actor.userId,
    tokenHash: hash,
    tokenExpiresAt: new Date(Date.now() + GUEST_LINK_DAYS * 86_400_000),
  });
  await sendGuestInvitationEmail(deps, {
    to: row.email,
    token,
    title: conversation.dealTitle ?? 'a deal',
    expiresAt: row.tokenExpiresAt,
  });
  await announce(db, conversationId);
  return toGuestDto(row);
}

/** Ends a guest's access at once: their link and session stop working (their messages stay). */
export async function removeGuest(
  db: Db,
  actor: Actor,
  conversationId: string,
  guestId: string,
): Promise<{ ok: true }> {
  await assertManagesGuests(db, actor, conversationId);
  if (!(await revokeGuest(db, conversationId, guestId))) throw notFound('Guest');
  await announce(db, conversationId);
  return { ok: true };
}
