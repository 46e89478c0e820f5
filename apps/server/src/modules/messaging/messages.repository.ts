import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { updateIfVersion } from '../../platform/db/versioned-write.repository';
import { userProfiles } from '../identity/identity.schema';
import { conversationGuests, conversationReads, messageReactions, messages } from './messaging.schema';

const columns = {
  id: messages.id,
  version: messages.version,
  conversationId: messages.conversationId,
  seq: messages.seq,
  authorId: messages.authorId,
  authorFirstName: userProfiles.firstName,
  authorLastName: userProfiles.lastName,
  guestId: messages.guestId,
  guestEmail: conversationGuests.email,
  guestName: conversationGuests.name,
  body: messages.body,
  mentions: messages.mentions,
  editedAt: messages.editedAt,
  deletedAt: messages.deletedAt,
  createdAt: messages.createdAt,
};

export type MessageRow = {
  id: string;
  version: number;
  conversationId: string;
  seq: number;
  /** Null for a guest's message (guestId and the guest's e-mail and name are set instead). */
  authorId: string | null;
  authorFirstName: string | null;
  authorLastName: string | null;
  guestId: string | null;
  guestEmail: string | null;
  guestName: string | null;
  body: string;
  mentions: string[];
  editedAt: Date | null;
  deletedAt: Date | null;
  createdAt: Date;
};

const selectMessages = (db: DbOrTx) =>
  db
    .select(columns)
    .from(messages)
    .leftJoin(userProfiles, eq(userProfiles.id, messages.authorId))
    .leftJoin(conversationGuests, eq(conversationGuests.id, messages.guestId));

/** Newest first, older than `beforeSeq` when given. */
export function findMessageRows(
  db: DbOrTx,
  conversationId: string,
  options: { limit: number; beforeSeq?: number },
): Promise<MessageRow[]> {
  return selectMessages(db)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        options.beforeSeq !== undefined ? lt(messages.seq, options.beforeSeq) : undefined,
      ),
    )
    .orderBy(desc(messages.seq))
    .limit(options.limit);
}

export async function getMessageRow(
  db: DbOrTx,
  conversationId: string,
  id: string,
  forUpdate = false,
): Promise<MessageRow | null> {
  const query = selectMessages(db).where(
    and(eq(messages.conversationId, conversationId), eq(messages.id, id)),
  );
  const [row] = forUpdate ? await query.for('update', { of: messages }) : await query;
  return row ?? null;
}

export async function insertMessage(
  tx: DbOrTx,
  values: { conversationId: string; body: string; mentions: string[] } & (
    | { authorId: string }
    | { guestId: string }
  ),
): Promise<string> {
  const [row] = await tx.insert(messages).values(values).returning({ id: messages.id });
  return row!.id;
}

/** Conditional on the version when given; false = gone or moved on. */
export function updateMessageRow(
  tx: DbOrTx,
  id: string,
  expectedVersion: number | undefined,
  patch: { body?: string; mentions?: string[]; editedAt?: Date; deletedAt?: Date },
): Promise<boolean> {
  return updateIfVersion(tx, messages, id, expectedVersion, patch);
}

export async function findReactions(
  db: DbOrTx,
  messageIds: string[],
  userId: string,
): Promise<{ messageId: string; emoji: string; count: number; mine: boolean }[]> {
  if (messageIds.length === 0) return [];
  return db
    .select({
      messageId: messageReactions.messageId,
      emoji: messageReactions.emoji,
      count: sql<number>`count(*)::int`,
      mine: sql<boolean>`bool_or(${messageReactions.userId} = ${userId})`,
    })
    .from(messageReactions)
    .where(inArray(messageReactions.messageId, messageIds))
    .groupBy(messageReactions.messageId, messageReactions.emoji)
    .orderBy(asc(sql`min(${messageReactions.createdAt})`));
}

export async function insertReaction(
  tx: DbOrTx,
  messageId: string,
  userId: string,
  emoji: string,
): Promise<void> {
  await tx.insert(messageReactions).values({ messageId, userId, emoji }).onConflictDoNothing();
}

export async function deleteReaction(
  tx: DbOrTx,
  messageId: string,
  userId: string,
  emoji: string,
): Promise<void> {
  await tx
    .delete(messageReactions)
    .where(
      and(
        eq(messageReactions.messageId, messageId),
        eq(messageReactions.userId, userId),
        eq(messageReactions.emoji, emoji),
      ),
    );
}

export async function latestSeq(db: DbOrTx, conversationId: string): Promise<number> {
  const [row] = await db
    .select({ seq: sql<number | null>`max(${messages.seq})` })
    .from(messages)
    .where(eq(messages.conversationId, conversationId));
  return Number(row?.seq ?? 0);
}

/** Moves the read marker forward (never back). */
export async function upsertReadMarker(
  db: DbOrTx,
  conversationId: string,
  userId: string,
  seq: number,
): Promise<void> {
  await db
    .insert(conversationReads)
    .values({ conversationId, userId, lastReadSeq: seq })
    .onConflictDoUpdate({
      target: [conversationReads.conversationId, conversationReads.userId],
      set: {
        lastReadSeq: sql`greatest(${conversationReads.lastReadSeq}, excluded.last_read_seq)`,
        updatedAt: new Date(),
      },
    });
}

export async function namesOf(db: DbOrTx, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: userProfiles.id, firstName: userProfiles.firstName, lastName: userProfiles.lastName })
    .from(userProfiles)
    .where(inArray(userProfiles.id, userIds));
}
