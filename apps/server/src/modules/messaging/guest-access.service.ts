import { createHash, randomBytes } from 'node:crypto';
import {
  GUEST_SESSION_DAYS,
  type GuestConversationDto,
  type GuestSendMessageInput,
} from '@threshold/domain/messaging/conversation-guest.contract';
import type { ListMessagesQuery, MessageDto, MessagePage } from '@threshold/domain/messaging/message.contract';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { hashInvitationToken } from '../invitations/invitation-token';
import {
  findGuestBySession,
  findGuestsOf,
  redeemGuestToken,
  type GuestRow,
} from './conversation-guests.repository';
import { findPeopleOf, getDealConversationTitle, touchConversation } from './conversations.repository';
import { toGuestDto } from './messaging.dto';
import { getMessageRow, insertMessage } from './messages.repository';
import { messagePage, publishMessage, toDtos } from './messages.service';

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

const unauthenticated = () =>
  new AppError('UNAUTHENTICATED', 'This guest link has ended. Ask the agent for a new invitation.');

/**
 * Redeems an e-mailed link (once, before it expires, unless revoked) and starts the guest session:
 * the secret goes to the browser in a cookie, only its hash is kept (ADR 0169).
 */
export async function redeemGuestLink(
  db: Db,
  token: string,
): Promise<{ guest: GuestRow; secret: string; expiresAt: Date }> {
  const secret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + GUEST_SESSION_DAYS * 86_400_000);
  const guest = await redeemGuestToken(
    db,
    hashInvitationToken(token),
    { hash: hashSecret(secret), expiresAt },
    new Date(),
  );
  if (!guest)
    throw new AppError(
      'NOT_FOUND',
      'This link was already used, has expired or was withdrawn. Ask the agent for a new invitation.',
    );
  return { guest, secret, expiresAt };
}

/** The guest whose session cookie this is; 401 when there is none or it ended. */
export async function guestOfSession(db: Db, secret: string | undefined): Promise<GuestRow> {
  if (!secret || secret.length > 100) throw unauthenticated();
  const guest = await findGuestBySession(db, hashSecret(secret), new Date());
  if (!guest) throw unauthenticated();
  return guest;
}

export async function getGuestConversation(db: Db, guest: GuestRow): Promise<GuestConversationDto> {
  const people = await findPeopleOf(db, [guest.conversationId]);
  const guests = await findGuestsOf(db, [guest.conversationId]);
  return {
    id: guest.conversationId,
    title: (await getDealConversationTitle(db, guest.conversationId)) ?? 'Deal conversation',
    members: people.map((p) => ({ id: p.userId, first_name: p.firstName, last_name: p.lastName })),
    guests: guests.map(toGuestDto),
    me: toGuestDto(guest),
  };
}

export function listGuestMessages(db: Db, guest: GuestRow, query: ListMessagesQuery): Promise<MessagePage> {
  return messagePage(db, guest.conversationId, query, guest.id);
}

/** A guest's message: text only (no mentions, no files), marked as theirs. */
export async function sendGuestMessage(
  db: Db,
  guest: GuestRow,
  input: GuestSendMessageInput,
): Promise<MessageDto> {
  const conversationId = guest.conversationId;
  const row = await db.transaction(async (tx) => {
    const id = await insertMessage(tx, { conversationId, guestId: guest.id, body: input.body, mentions: [] });
    await touchConversation(tx, conversationId);
    return (await getMessageRow(tx, conversationId, id))!;
  });
  await publishMessage(db, 'insert', row, ['body']);
  const [dto] = await toDtos(db, [row], guest.id);
  return dto!;
}
