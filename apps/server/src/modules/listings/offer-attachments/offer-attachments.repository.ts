import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client';
import { offerAttachments } from './offer-attachments.schema';

export type AttachmentRow = typeof offerAttachments.$inferSelect;

export function findAttachments(db: DbOrTx, offerId: string) {
  return db
    .select()
    .from(offerAttachments)
    .where(eq(offerAttachments.offerId, offerId))
    .orderBy(asc(offerAttachments.createdAt), asc(offerAttachments.id));
}

export async function getAttachment(db: DbOrTx, offerId: string, id: string) {
  const [row] = await db
    .select()
    .from(offerAttachments)
    .where(and(eq(offerAttachments.id, id), eq(offerAttachments.offerId, offerId)));
  return row ?? null;
}

export async function countAttachments(db: DbOrTx, offerId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(offerAttachments)
    .where(eq(offerAttachments.offerId, offerId));
  return row?.n ?? 0;
}

export async function insertAttachment(db: DbOrTx, values: typeof offerAttachments.$inferInsert) {
  const [row] = await db.insert(offerAttachments).values(values).returning();
  return row!;
}

/** The attachments of many offers (the comparison grid), oldest first, in one query. */
export function findAttachmentsOfOffers(db: DbOrTx, offerIds: string[]) {
  if (offerIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(offerAttachments)
    .where(inArray(offerAttachments.offerId, offerIds))
    .orderBy(asc(offerAttachments.createdAt), asc(offerAttachments.id));
}
