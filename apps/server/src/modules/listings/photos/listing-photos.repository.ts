import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client';
import { listingPhotos, listingPhotoSets } from './listing-photos.schema';

export type PhotoRow = typeof listingPhotos.$inferSelect;

export function findPhotos(db: DbOrTx, listingId: string) {
  return db
    .select()
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listingId))
    .orderBy(asc(listingPhotos.position), asc(listingPhotos.id));
}

/**
 * The cover of each of many listings (the listings grid's thumbnails) in one query: the marked one,
 * else the first in order — the rule of `coverOf` in packages/domain (ADR 0131).
 */
export function findCoverPhotos(db: DbOrTx, listingIds: string[]) {
  if (listingIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinctOn([listingPhotos.listingId], {
      id: listingPhotos.id,
      listingId: listingPhotos.listingId,
      altText: listingPhotos.altText,
      width: listingPhotos.width,
      height: listingPhotos.height,
    })
    .from(listingPhotos)
    .where(inArray(listingPhotos.listingId, listingIds))
    .orderBy(
      listingPhotos.listingId,
      desc(listingPhotos.isCover),
      asc(listingPhotos.position),
      asc(listingPhotos.id),
    );
}

export async function getPhoto(db: DbOrTx, listingId: string, photoId: string) {
  const [row] = await db
    .select()
    .from(listingPhotos)
    .where(and(eq(listingPhotos.id, photoId), eq(listingPhotos.listingId, listingId)));
  return row ?? null;
}

export async function countPhotos(db: DbOrTx, listingId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listingId));
  return row?.n ?? 0;
}

/** The photo set's version, locked until the end of the transaction (made on first use). */
export async function lockPhotoSet(tx: DbOrTx, listingId: string) {
  await tx.insert(listingPhotoSets).values({ listingId }).onConflictDoNothing();
  const [row] = await tx
    .select({ version: listingPhotoSets.version })
    .from(listingPhotoSets)
    .where(eq(listingPhotoSets.listingId, listingId))
    .for('update');
  return row!.version;
}

export async function photoSetVersion(db: DbOrTx, listingId: string) {
  const [row] = await db
    .select({ version: listingPhotoSets.version })
    .from(listingPhotoSets)
    .where(eq(listingPhotoSets.listingId, listingId));
  return row?.version ?? 1;
}

export async function bumpPhotoSet(tx: DbOrTx, listingId: string) {
  await tx
    .update(listingPhotoSets)
    .set({ version: sql`${listingPhotoSets.version} + 1`, updatedAt: new Date() })
    .where(eq(listingPhotoSets.listingId, listingId));
}

export async function insertPhoto(tx: DbOrTx, values: typeof listingPhotos.$inferInsert) {
  const [row] = await tx.insert(listingPhotos).values(values).returning();
  return row!;
}

export async function nextPosition(tx: DbOrTx, listingId: string) {
  const [row] = await tx
    .select({ max: sql<number | null>`max(${listingPhotos.position})` })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listingId));
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

export async function updatePhotoAlt(tx: DbOrTx, id: string, altText: string | null) {
  await tx.update(listingPhotos).set({ altText, updatedAt: new Date() }).where(eq(listingPhotos.id, id));
}

/** Marks one photo as the cover; the previous one is unmarked first (one cover per listing). */
export async function setCover(tx: DbOrTx, listingId: string, photoId: string) {
  await tx
    .update(listingPhotos)
    .set({ isCover: false })
    .where(and(eq(listingPhotos.listingId, listingId), eq(listingPhotos.isCover, true)));
  await tx.update(listingPhotos).set({ isCover: true }).where(eq(listingPhotos.id, photoId));
}

/** Positions 0..n-1 in the given order, in one statement. */
export async function setPositions(tx: DbOrTx, listingId: string, orderedIds: string[]) {
  if (orderedIds.length === 0) return;
  const rows = sql.join(
    orderedIds.map((id, index) => sql`(${id}::uuid, ${index}::int)`),
    sql`, `,
  );
  await tx.execute(sql`update ${listingPhotos} set position = v.position
    from (values ${rows}) as v(id, position)
    where ${listingPhotos.id} = v.id and ${listingPhotos.listingId} = ${listingId}`);
}

export async function deletePhotoRow(tx: DbOrTx, id: string) {
  await tx.delete(listingPhotos).where(eq(listingPhotos.id, id));
}
