import type {
  ConversationDto,
  ConversationPage,
  CreateConversationInput,
  ListConversationsQuery,
  MarkReadInput,
  UnreadCountsDto,
} from '@threshold/domain/messaging/conversation.contract';
import type { Actor } from '../../platform/authz/actor';
import type { Db, DbOrTx } from '../../platform/db/client';
import { decodeTimeCursor, encodeCursor } from '../../platform/db/keyset-cursor';
import { AppError, notFound } from '../../platform/http/errors';
import { recordLiveChanges } from '../../platform/effects/record-effect';
import {
  activeMembersAmong,
  countUnread,
  findConversationRows,
  findDirectConversationId,
  findPeopleOf,
  getConversationRow,
  insertConversation,
  type ConversationRow,
} from './conversations.repository';
import { findGuestsOf } from './conversation-guests.repository';
import { mayManageGuests } from './guest-managers';
import { toConversationDto } from './messaging.dto';
import { getMessageRow, latestSeq, upsertReadMarker } from './messages.repository';

const CURSOR_TAG = 'conversations';

/** Conversation rows as DTOs, with their people (one query for all). */
export async function withPeople(
  db: DbOrTx,
  rows: ConversationRow[],
  viewerId: string,
): Promise<ConversationDto[]> {
  const ids = rows.map((r) => r.id);
  const people = await findPeopleOf(db, ids);
  const guests = await findGuestsOf(
    db,
    rows.filter((r) => r.kind === 'deal').map((r) => r.id),
  );
  return rows.map((row) =>
    toConversationDto(
      row,
      people.filter((p) => p.conversationId === row.id),
      viewerId,
      guests.filter((g) => g.conversationId === row.id),
    ),
  );
}

/** The conversation if the caller is in it; otherwise 404 (no existence leak). */
export async function loadConversation(db: DbOrTx, actor: Actor, id: string): Promise<ConversationRow> {
  const row = await getConversationRow(db, actor.userId, id);
  if (!row) throw notFound('Conversation');
  return row;
}

export async function listConversations(
  db: Db,
  actor: Actor,
  query: ListConversationsQuery,
): Promise<ConversationPage> {
  const after = query.cursor ? decodeTimeCursor(query.cursor, CURSOR_TAG) : undefined;
  const rows = await findConversationRows(db, actor.userId, {
    kind: query.kind,
    limit: query.limit + 1,
    after,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: await withPeople(db, page, actor.userId),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor([CURSOR_TAG, last.activityText, last.id]) : null,
  };
}

export async function getConversation(db: Db, actor: Actor, id: string): Promise<ConversationDto> {
  const row = await loadConversation(db, actor, id);
  const [dto] = await withPeople(db, [row], actor.userId);
  return { ...dto!, can_manage_guests: await mayManageGuests(db, actor, row) };
}

/**
 * Direct: one conversation per pair (asking again answers the existing one). Group: the caller and
 * the chosen people. Everyone must be an active member of the caller's organization.
 */
export async function createConversation(
  db: Db,
  actor: Actor,
  input: CreateConversationInput,
): Promise<ConversationDto> {
  const organizationId = actor.organizationId;
  if (!organizationId) throw new AppError('FORBIDDEN', 'Join an organization before starting conversations');
  const others = [...new Set(input.kind === 'direct' ? [input.user_id] : input.member_ids)].filter(
    (id) => id !== actor.userId,
  );
  const field = input.kind === 'direct' ? 'user_id' : 'member_ids';
  if (others.length === 0)
    throw new AppError('VALIDATION_FAILED', 'Choose someone else', {
      [field]: 'Choose someone other than yourself',
    });
  const known = new Set(await activeMembersAmong(db, organizationId, others));
  const unknown = others.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new AppError('VALIDATION_FAILED', 'Some people are not in your organization', {
      [field]: 'Not a member of your organization',
    });
  }
  const directKey = input.kind === 'direct' ? [actor.userId, others[0]!].sort().join(':') : null;
  const existing = directKey ? await findDirectConversationId(db, directKey) : null;
  if (existing) return getConversation(db, actor, existing);
  const id = await db.transaction(async (tx) => {
    const created = await insertConversation(
      tx,
      {
        kind: input.kind,
        organizationId,
        title: input.kind === 'group' ? input.title : null,
        directKey,
        createdBy: actor.userId,
      },
      [actor.userId, ...others],
    );
    return created ?? (await findDirectConversationId(tx, directKey!))!;
  });
  await recordLiveChanges(db, [{
    resource: 'conversations',
    action: 'insert',
    recordId: id,
    data: { conversation_id: id },
  }]);
  return getConversation(db, actor, id);
}

export async function getUnreadCounts(db: Db, actor: Actor): Promise<UnreadCountsDto> {
  return countUnread(db, actor.userId);
}

/** Moves the caller's read marker to a message (or the newest one); never backwards. */
export async function markConversationRead(
  db: Db,
  actor: Actor,
  id: string,
  input: MarkReadInput,
): Promise<ConversationDto> {
  await loadConversation(db, actor, id);
  let seq: number;
  if (input.message_id) {
    const message = await getMessageRow(db, id, input.message_id);
    if (!message)
      throw new AppError('VALIDATION_FAILED', 'No such message here', {
        message_id: 'Not a message of this conversation',
      });
    seq = message.seq;
  } else {
    seq = await latestSeq(db, id);
  }
  await upsertReadMarker(db, id, actor.userId, seq);
  // The reader's other tabs update their badges; nobody else's unread count changed.
  await recordLiveChanges(db, [{
    resource: 'conversations',
    action: 'update',
    recordId: id,
    data: { conversation_id: id, reader_id: actor.userId },
    changed: ['read'],
  }]);
  return getConversation(db, actor, id);
}
