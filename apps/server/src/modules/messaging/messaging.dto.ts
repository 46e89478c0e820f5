import type { ConversationDto } from '@threshold/domain/messaging/conversation.contract';
import type { MessageAttachmentDto, MessageDto } from '@threshold/domain/messaging/message.contract';
import type { ConversationGuestDto } from '@threshold/domain/messaging/conversation-guest.contract';
import type { ConversationRow, PersonRow } from './conversations.repository';
import type { GuestRow } from './conversation-guests.repository';
import type { MessageRow } from './messages.repository';

const PREVIEW_LENGTH = 120;

const person = (id: string, firstName: string | null, lastName: string | null) => ({
  id,
  first_name: firstName,
  last_name: lastName,
});

const fullName = (p: { firstName: string | null; lastName: string | null }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ') || 'Someone';

/** Direct: the other person's name; group: its title; deal: the deal's title. */
function titleOf(row: ConversationRow, people: PersonRow[], viewerId: string): string {
  if (row.kind === 'deal') return row.dealTitle ?? 'Deal conversation';
  if (row.kind === 'group') return row.title ?? 'Group';
  const other = people.find((p) => p.userId !== viewerId) ?? people[0];
  return other ? fullName(other) : 'Direct message';
}

export function toGuestDto(row: GuestRow): ConversationGuestDto {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    joined: row.redeemedAt !== null,
    invited_at: row.createdAt.toISOString(),
  };
}

/** A message's author: the member who wrote it, or the guest (named, else by e-mail). */
function authorOf(row: MessageRow) {
  if (row.guestId) return person(row.guestId, row.guestName ?? row.guestEmail, null);
  return person(row.authorId ?? '', row.authorFirstName, row.authorLastName);
}

export function toConversationDto(
  row: ConversationRow,
  people: PersonRow[],
  viewerId: string,
  guests: GuestRow[] = [],
): ConversationDto {
  const last = row.lastMessage;
  return {
    id: row.id,
    kind: row.kind,
    title: titleOf(row, people, viewerId),
    transaction_id: row.transactionId,
    members: people.map((p) => person(p.userId, p.firstName, p.lastName)),
    guests: guests.map(toGuestDto),
    can_manage_guests: false,
    unread_count: row.unreadCount,
    last_message: last
      ? {
          id: last.id,
          author: person(last.authorId, last.firstName, last.lastName),
          preview: last.deleted ? null : last.body.slice(0, PREVIEW_LENGTH),
          created_at: last.createdAt.toISOString(),
        }
      : null,
    last_activity_at: row.lastActivityAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

export function toMessageDto(
  row: MessageRow,
  reactions: { emoji: string; count: number; mine: boolean }[],
  names: Map<string, { firstName: string | null; lastName: string | null }>,
  attachments: MessageAttachmentDto[],
): MessageDto {
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    conversation_id: row.conversationId,
    seq: row.seq,
    author: authorOf(row),
    guest: row.guestId ? { email: row.guestEmail ?? '' } : null,
    body: deleted ? null : row.body,
    mentions: deleted
      ? []
      : row.mentions.map((id) =>
          person(id, names.get(id)?.firstName ?? null, names.get(id)?.lastName ?? null),
        ),
    reactions: deleted ? [] : reactions.map((r) => ({ emoji: r.emoji, count: r.count, mine: r.mine })),
    attachments: deleted ? [] : attachments,
    deleted,
    edited_at: row.editedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    version: row.version,
  };
}
