import { and, asc, count, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { messageAttachments } from './messaging.schema';

export type MessageAttachmentRow = typeof messageAttachments.$inferSelect;

export async function insertMessageAttachment(db: DbOrTx, values: typeof messageAttachments.$inferInsert) {
  const [row] = await db.insert(messageAttachments).values(values).returning();
  return row!;
}

export async function getMessageAttachment(db: DbOrTx, conversationId: string, id: string) {
  const [row] = await db
    .select()
    .from(messageAttachments)
    .where(and(eq(messageAttachments.id, id), eq(messageAttachments.conversationId, conversationId)));
  return row ?? null;
}

/** Files the user uploaded to the conversation and has not sent yet. */
export async function countUnsent(db: DbOrTx, conversationId: string, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(messageAttachments)
    .where(
      and(
        eq(messageAttachments.conversationId, conversationId),
        eq(messageAttachments.uploadedBy, userId),
        isNull(messageAttachments.messageId),
      ),
    );
  return row?.n ?? 0;
}

/** Puts the sender's unsent uploads on the message; answers how many it took (all or a 400). */
export async function claimForMessage(
  tx: DbOrTx,
  options: { conversationId: string; userId: string; messageId: string; ids: string[] },
): Promise<number> {
  if (options.ids.length === 0) return 0;
  const claimed = await tx
    .update(messageAttachments)
    .set({ messageId: options.messageId })
    .where(
      and(
        inArray(messageAttachments.id, options.ids),
        eq(messageAttachments.conversationId, options.conversationId),
        eq(messageAttachments.uploadedBy, options.userId),
        isNull(messageAttachments.messageId),
      ),
    )
    .returning({ id: messageAttachments.id });
  return claimed.length;
}

/** The files of many messages, in upload order, in one query. */
export function findAttachmentsOfMessages(db: DbOrTx, messageIds: string[]) {
  if (messageIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(messageAttachments)
    .where(inArray(messageAttachments.messageId, messageIds))
    .orderBy(asc(messageAttachments.createdAt), asc(messageAttachments.id));
}

/** Removes a deleted message's files; answers their storage keys for removal after commit. */
export async function deleteAttachmentsOfMessage(tx: DbOrTx, messageId: string): Promise<string[]> {
  const removed = await tx
    .delete(messageAttachments)
    .where(eq(messageAttachments.messageId, messageId))
    .returning({ key: messageAttachments.storageKey });
  return removed.map((r) => r.key);
}

/** Removes uploads never sent and older than `before`; answers their storage keys. */
export async function deleteUnsentBefore(tx: DbOrTx, before: Date): Promise<string[]> {
  const removed = await tx
    .delete(messageAttachments)
    .where(and(isNull(messageAttachments.messageId), lt(messageAttachments.createdAt, before)))
    .returning({ key: messageAttachments.storageKey });
  return removed.map((r) => r.key);
}
