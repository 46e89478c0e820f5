import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client';
import { organizationMembers } from '../organizations.schema';
import { organizationLogos } from './organization-logo.schema';

export type LogoRow = typeof organizationLogos.$inferSelect;

export async function findLogo(db: DbOrTx, organizationId: string): Promise<LogoRow | null> {
  const [row] = await db
    .select()
    .from(organizationLogos)
    .where(eq(organizationLogos.organizationId, organizationId))
    .limit(1);
  return row ?? null;
}

/** The organization's logo when `userId` is an active member of it (staff or client), else null. */
export async function findLogoForMember(db: DbOrTx, userId: string, organizationId: string) {
  const [row] = await db
    .select({ logo: organizationLogos })
    .from(organizationLogos)
    .innerJoin(
      organizationMembers,
      and(
        eq(organizationMembers.organizationId, organizationLogos.organizationId),
        eq(organizationMembers.userId, userId),
        eq(organizationMembers.status, 'active'),
      ),
    )
    .where(eq(organizationLogos.organizationId, organizationId))
    .limit(1);
  return row?.logo ?? null;
}

/** Sets the organization's one logo; answers the row it replaced (its file is then removed). */
export async function replaceLogo(
  db: DbOrTx,
  row: Omit<LogoRow, 'uploadedAt'>,
): Promise<{ before: LogoRow | null; after: LogoRow }> {
  const [before] = await db
    .select()
    .from(organizationLogos)
    .where(eq(organizationLogos.organizationId, row.organizationId))
    .for('update');
  const [after] = await db
    .insert(organizationLogos)
    .values(row)
    .onConflictDoUpdate({
      target: organizationLogos.organizationId,
      set: { ...row, uploadedAt: new Date() },
    })
    .returning();
  return { before: before ?? null, after: after! };
}

export async function deleteLogoRow(db: DbOrTx, organizationId: string): Promise<LogoRow | null> {
  const [row] = await db
    .delete(organizationLogos)
    .where(eq(organizationLogos.organizationId, organizationId))
    .returning();
  return row ?? null;
}
