import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client';
import { deleteIfVersion } from '../../platform/db/versioned-write.repository';
import { userProfiles } from '../identity/identity.schema';
import { contactActivities } from './contact-timeline.schema';
import { decodeCursor, encodeCursor } from '../../platform/db/keyset-cursor';

export type ActivityInsert = typeof contactActivities.$inferInsert;

const author = alias(userProfiles, 'author_profile');

/** Timeline entries; also the way other modules (transactions: kind deal_event) add to a contact's timeline. */
export async function insertActivities(db: DbOrTx, rows: ActivityInsert[], chunk = 1000): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += chunk) {
    const out = await db
      .insert(contactActivities)
      .values(rows.slice(i, i + chunk))
      .returning({ id: contactActivities.id });
    ids.push(...out.map((r) => r.id));
  }
  return ids;
}

const activityColumns = {
  id: contactActivities.id,
  contactId: contactActivities.contactId,
  kind: contactActivities.kind,
  subject: contactActivities.subject,
  body: contactActivities.body,
  details: contactActivities.details,
  occurredAt: contactActivities.occurredAt,
  occurredAtText: sql<string>`${contactActivities.occurredAt}::text`,
  authorId: contactActivities.authorId,
  authorFirstName: author.firstName,
  authorLastName: author.lastName,
  createdAt: contactActivities.createdAt,
  version: contactActivities.version,
};

function selectActivities(db: DbOrTx) {
  return db
    .select(activityColumns)
    .from(contactActivities)
    .leftJoin(author, eq(author.id, contactActivities.authorId));
}
export type ActivityRow = Awaited<ReturnType<typeof selectActivities>>[number];

/** Newest first, keyset on (occurred_at, id). */
export async function findActivityPage(
  db: DbOrTx,
  contactId: string,
  kinds: string[] | undefined,
  limit: number,
  cursor?: string,
) {
  const after = decodeCursor(cursor, ['timestamp', 'uuid']);
  const where: SQL[] = [eq(contactActivities.contactId, contactId)];
  if (kinds?.length) where.push(inArray(contactActivities.kind, kinds as ActivityInsert['kind'][]));
  if (after) {
    const [ts, id] = after;
    where.push(
      sql`(${contactActivities.occurredAt}, ${contactActivities.id}) < (${ts}::timestamptz, ${id}::uuid)`,
    );
  }
  const rows = await selectActivities(db)
    .where(and(...where))
    .orderBy(desc(contactActivities.occurredAt), desc(contactActivities.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return {
    rows: items,
    nextCursor: rows.length > limit && last ? encodeCursor([last.occurredAtText, last.id]) : null,
  };
}

export async function findActivity(
  db: DbOrTx,
  contactId: string,
  activityId: string,
): Promise<ActivityRow | null> {
  const [row] = await selectActivities(db)
    .where(and(eq(contactActivities.id, activityId), eq(contactActivities.contactId, contactId)))
    .limit(1);
  return row ?? null;
}

/** Deletes the entry if it is still at `expectedVersion` (undefined: unconditionally); false when stale. */
export async function deleteActivity(
  db: DbOrTx,
  activityId: string,
  expectedVersion?: number,
): Promise<boolean> {
  return deleteIfVersion(db, contactActivities, activityId, expectedVersion);
}
