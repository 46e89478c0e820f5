/** Announcements, their audiences and dismissals (ADR 0154). */
import { and, desc, eq, gt, inArray, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { announcementDismissals, announcementOrganizations, announcements } from './platform-admin.schema';

const columns = {
  id: announcements.id,
  title: announcements.title,
  body: announcements.body,
  severity: announcements.severity,
  startsAt: announcements.startsAt,
  endsAt: announcements.endsAt,
  audience: announcements.audience,
  createdAt: announcements.createdAt,
  version: announcements.version,
};

export type AnnouncementRow = Awaited<ReturnType<typeof findAnnouncements>>[number];

export async function findAnnouncements(db: DbOrTx, id?: string) {
  const rows = await db
    .select(columns)
    .from(announcements)
    .where(id ? eq(announcements.id, id) : undefined)
    .orderBy(desc(announcements.startsAt), desc(announcements.id))
    .limit(200);
  const audience = rows.length
    ? await db
        .select({
          announcementId: announcementOrganizations.announcementId,
          organizationId: announcementOrganizations.organizationId,
        })
        .from(announcementOrganizations)
        .where(
          inArray(
            announcementOrganizations.announcementId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return rows.map((r) => ({
    ...r,
    organizationIds: audience.filter((a) => a.announcementId === r.id).map((a) => a.organizationId),
  }));
}

export interface AnnouncementValues {
  title: string;
  body: string;
  severity: string;
  startsAt: Date;
  endsAt: Date | null;
  audience: string;
}

export async function insertAnnouncement(db: DbOrTx, values: AnnouncementValues, userId: string) {
  const [row] = await db
    .insert(announcements)
    .values({ ...values, createdBy: userId })
    .returning({ id: announcements.id });
  return row!.id;
}

/** Conditional update (false when gone or the version moved on). */
export async function updateAnnouncement(
  db: DbOrTx,
  id: string,
  values: AnnouncementValues,
  expectedVersion: number | undefined,
): Promise<boolean> {
  const rows = await db
    .update(announcements)
    .set({ ...values, updatedAt: new Date(), version: sql`${announcements.version} + 1` })
    .where(
      and(
        eq(announcements.id, id),
        expectedVersion === undefined ? undefined : eq(announcements.version, expectedVersion),
      ),
    )
    .returning({ id: announcements.id });
  return rows.length > 0;
}

export async function replaceAudience(db: DbOrTx, id: string, organizationIds: string[]) {
  await db.delete(announcementOrganizations).where(eq(announcementOrganizations.announcementId, id));
  if (organizationIds.length)
    await db
      .insert(announcementOrganizations)
      .values(organizationIds.map((organizationId) => ({ announcementId: id, organizationId })));
}

export async function deleteAnnouncement(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .delete(announcements)
    .where(eq(announcements.id, id))
    .returning({ id: announcements.id });
  return rows.length > 0;
}

/** Live announcements for a member of `organizationId` that this user has not dismissed. */
export function findLiveFor(db: DbOrTx, userId: string, organizationId: string | null) {
  const now = new Date();
  return db
    .select(columns)
    .from(announcements)
    .where(
      and(
        lte(announcements.startsAt, now),
        or(isNull(announcements.endsAt), gt(announcements.endsAt, now)),
        or(
          eq(announcements.audience, 'all'),
          organizationId
            ? sql`exists (select 1 from ${announcementOrganizations} ao where ao.announcement_id = ${announcements.id} and ao.organization_id = ${organizationId})`
            : sql`false`,
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(announcementDismissals)
            .where(
              and(
                eq(announcementDismissals.announcementId, announcements.id),
                eq(announcementDismissals.userId, userId),
              ),
            ),
        ),
      ),
    )
    .orderBy(desc(announcements.startsAt))
    .limit(5);
}

/** Whether this announcement is live for a member of `organizationId` (the dismiss route's 404). */
export async function isLiveFor(db: DbOrTx, id: string, organizationId: string | null): Promise<boolean> {
  const now = new Date();
  const [row] = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(
      and(
        eq(announcements.id, id),
        lte(announcements.startsAt, now),
        or(isNull(announcements.endsAt), gt(announcements.endsAt, now)),
        or(
          eq(announcements.audience, 'all'),
          organizationId
            ? sql`exists (select 1 from ${announcementOrganizations} ao where ao.announcement_id = ${announcements.id} and ao.organization_id = ${organizationId})`
            : sql`false`,
        ),
      ),
    );
  return Boolean(row);
}

export async function insertDismissal(db: DbOrTx, id: string, userId: string) {
  await db.insert(announcementDismissals).values({ announcementId: id, userId }).onConflictDoNothing();
}
