import type {
  EditMessageInput,
  ListMessagesQuery,
  MessageDto,
  MessagePage,
  SendMessageInput,
} from '@threshold/domain/messaging/message.contract';
import type { Actor } from '../../platform/authz/actor';
import type { Db, DbOrTx } from '../../platform/db/client';
import { decodeCursor, encodeCursor } from '../../platform/db/keyset-cursor';
import { AppError, notFound } from '../../platform/http/errors';
import { staleVersion } from '../../platform/http/versioning';
import { recordLiveChanges } from '../../platform/effects/record-effect';
import type { FileAreaDeps } from '../../platform/storage/file-area-deps';
import { findPeopleOf, touchConversation } from './conversations.repository';
import { loadConversation } from './conversations.service';
import { toMessageDto } from './messaging.dto';
import { recordNotice } from '../notifications/notify.service';
import { excerpt, personName } from '../notifications/notice-text';
import {
  claimForMessage,
  deleteAttachmentsOfMessage,
  findAttachmentsOfMessages,
} from './message-attachments.repository';
import { toAttachmentDto } from './message-attachments.service';
import {
  deleteReaction,
  findMessageRows,
  findReactions,
  getMessageRow,
  insertMessage,
  insertReaction,
  namesOf,
  updateMessageRow,
  upsertReadMarker,
  type MessageRow,
} from './messages.repository';

export async function toDtos(db: DbOrTx, rows: MessageRow[], viewerId: string): Promise<MessageDto[]> {
  const reactions = await findReactions(
    db,
    rows.map((r) => r.id),
    viewerId,
  );
  const names = new Map(
    (await namesOf(db, [...new Set(rows.flatMap((r) => r.mentions))])).map((n) => [n.id, n] as const),
  );
  const files = await findAttachmentsOfMessages(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) =>
    toMessageDto(
      row,
      reactions.filter((r) => r.messageId === row.id),
      names,
      files.filter((f) => f.messageId === row.id).map(toAttachmentDto),
    ),
  );
}

export function publishMessage(
  db: Db, action: 'insert' | 'update' | 'delete', row: MessageRow, changed: string[]) {
  return recordLiveChanges(db, [{
    resource: 'messages',
    action,
    recordId: row.id,
    data: {
      conversation_id: row.conversationId,
      author_id: row.authorId,
      guest_id: row.guestId,
      seq: row.seq,
    },
    changed,
  }]);
}

export async function listMessages(
  db: Db,
  actor: Actor,
  conversationId: string,
  query: ListMessagesQuery,
): Promise<MessagePage> {
  await loadConversation(db, actor, conversationId);
  return messagePage(db, conversationId, query, actor.userId);
}

/** A page of a conversation's messages, newest first, as `viewerId` (a member or a guest) sees them. */
export async function messagePage(
  db: DbOrTx,
  conversationId: string,
  query: ListMessagesQuery,
  viewerId: string,
): Promise<MessagePage> {
  const [, before] = decodeCursor(query.cursor, ['text', 'text']) ?? [];
  if (before !== undefined && !/^\d{1,15}$/.test(before))
    throw new AppError('VALIDATION_FAILED', 'The query string is not valid', {
      cursor: 'Not a cursor from this list',
    });
  const rows = await findMessageRows(db, conversationId, {
    limit: query.limit + 1,
    beforeSeq: before === undefined ? undefined : Number(before),
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: await toDtos(db, page, viewerId),
    nextCursor: rows.length > query.limit && last ? encodeCursor(['messages', String(last.seq)]) : null,
  };
}

async function loadMessage(
  db: DbOrTx,
  actor: Actor,
  conversationId: string,
  messageId: string,
  forUpdate = false,
) {
  await loadConversation(db, actor, conversationId);
  const row = await getMessageRow(db, conversationId, messageId, forUpdate);
  if (!row) throw notFound('Message');
  return row;
}

export async function getMessage(
  db: Db,
  actor: Actor,
  conversationId: string,
  messageId: string,
): Promise<MessageDto> {
  const row = await loadMessage(db, actor, conversationId, messageId);
  const [dto] = await toDtos(db, [row], actor.userId);
  return dto!;
}

/** Mentions must name people of the conversation. */
async function checkMentions(db: DbOrTx, conversationId: string, mentions: string[]): Promise<string[]> {
  const unique = [...new Set(mentions)];
  if (unique.length === 0) return unique;
  const people = new Set((await findPeopleOf(db, [conversationId])).map((p) => p.userId));
  if (unique.some((id) => !people.has(id))) {
    throw new AppError('VALIDATION_FAILED', 'You can only mention people in this conversation', {
      mentions: 'Not in this conversation',
    });
  }
  return unique;
}

export async function sendMessage(
  db: Db,
  actor: Actor,
  conversationId: string,
  input: SendMessageInput,
): Promise<MessageDto> {
  await loadConversation(db, actor, conversationId);
  const mentions = await checkMentions(db, conversationId, input.mentions);
  const row = await db.transaction(async (tx) => {
    const id = await insertMessage(tx, {
      conversationId,
      authorId: actor.userId,
      body: input.body,
      mentions,
    });
    const claimed = await claimForMessage(tx, {
      conversationId,
      userId: actor.userId,
      messageId: id,
      ids: [...new Set(input.attachment_ids)],
    });
    if (claimed !== new Set(input.attachment_ids).size)
      throw new AppError('VALIDATION_FAILED', 'A file is no longer waiting to be sent', {
        attachment_ids: 'Upload the file to this conversation again',
      });
    await touchConversation(tx, conversationId);
    const created = (await getMessageRow(tx, conversationId, id))!;
    // Writing is reading: the author's marker moves past their own message.
    await upsertReadMarker(tx, conversationId, actor.userId, created.seq);
    return created;
  });
  await publishMessage(db, 'insert', row, ['body']);
  const [dto] = await toDtos(db, [row], actor.userId);
  // The people mentioned are members (checkMentions); the conversation rule checks it again (ADR 0167).
  await recordNotice(db, {
    recipients: mentions,
    kind: 'mention',
    subject: { type: 'conversation', id: conversationId },
    title: `${personName(dto!.author)} mentioned you in a message`,
    body: excerpt(input.body),
    actorId: actor.userId,
    organizationId: actor.organizationId,
  });
  return dto!;
}

function assertAuthor(actor: Actor, row: MessageRow) {
  if (row.authorId !== actor.userId) throw new AppError('FORBIDDEN', 'Only its author can change a message');
  if (row.deletedAt) throw new AppError('CONFLICT', 'This message was deleted');
}

async function refuseStale(db: DbOrTx, actor: Actor, row: MessageRow): Promise<never> {
  const [current] = await toDtos(db, [row], actor.userId);
  const name = [row.authorFirstName, row.authorLastName].filter(Boolean).join(' ');
  throw staleVersion(current, {
    changedBy: { id: actor.userId, name }, // assertAuthor: the author is the caller
    changedAt: row.editedAt ?? row.createdAt,
  });
}

export async function editMessage(
  db: Db,
  actor: Actor,
  conversationId: string,
  messageId: string,
  input: EditMessageInput,
  expectedVersion?: number,
): Promise<MessageDto> {
  const row = await db.transaction(async (tx) => {
    const before = await loadMessage(tx, actor, conversationId, messageId, true);
    assertAuthor(actor, before);
    if (expectedVersion !== undefined && before.version !== expectedVersion)
      await refuseStale(tx, actor, before);
    const mentions = await checkMentions(tx, conversationId, input.mentions);
    if (
      !(await updateMessageRow(tx, messageId, expectedVersion, {
        body: input.body,
        mentions,
        editedAt: new Date(),
      }))
    )
      await refuseStale(tx, actor, before);
    return (await getMessageRow(tx, conversationId, messageId))!;
  });
  await publishMessage(db, 'update', row, ['body']);
  const [dto] = await toDtos(db, [row], actor.userId);
  return dto!;
}

/**
 * Kept as "deleted" for everyone: the text and mentions are emptied, the place in the thread stays;
 * its files are removed (rows in the transaction, stored files once it has committed).
 */
export async function deleteMessage(
  files: FileAreaDeps,
  actor: Actor,
  conversationId: string,
  messageId: string,
): Promise<{ ok: true }> {
  const { db } = files;
  const deleted = await db.transaction(async (tx) => {
    const before = await loadMessage(tx, actor, conversationId, messageId, true);
    if (before.authorId !== actor.userId)
      throw new AppError('FORBIDDEN', 'Only its author can delete a message');
    if (before.deletedAt) return null;
    await updateMessageRow(tx, messageId, undefined, { body: '', mentions: [], deletedAt: new Date() });
    return { row: before, storageKeys: await deleteAttachmentsOfMessage(tx, messageId) };
  });
  if (deleted) {
    await Promise.all(deleted.storageKeys.map((key) => files.storage.delete(key)));
    await publishMessage(db, 'delete', deleted.row, []);
  }
  return { ok: true };
}

export async function reactToMessage(
  db: Db,
  actor: Actor,
  conversationId: string,
  messageId: string,
  emoji: string,
  add: boolean,
): Promise<MessageDto> {
  const row = await loadMessage(db, actor, conversationId, messageId);
  if (row.deletedAt) throw new AppError('CONFLICT', 'This message was deleted');
  if (add) await insertReaction(db, messageId, actor.userId, emoji);
  else await deleteReaction(db, messageId, actor.userId, emoji);
  await publishMessage(db, 'update', row, ['reactions']);
  const [dto] = await toDtos(db, [row], actor.userId);
  return dto!;
}
