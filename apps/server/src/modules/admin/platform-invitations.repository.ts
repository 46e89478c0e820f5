import { and, desc, eq, gt } from 'drizzle-orm';
import { users } from '../../platform/auth/auth.schema';
import type { DbOrTx } from '../../platform/db/client';
import { splitName } from '../identity/identity.dto';
import { ensureProfile } from '../identity/identity.repository';
import { userProfiles } from '../identity/identity.schema';
import { platformInvitations } from './admin.schema';

export type PlatformInvitationRow = typeof platformInvitations.$inferSelect;

export async function insertPlatformInvitation(
  db: DbOrTx,
  values: typeof platformInvitations.$inferInsert,
): Promise<PlatformInvitationRow> {
  const [row] = await db.insert(platformInvitations).values(values).returning();
  return row!;
}

export async function findPlatformInvitation(db: DbOrTx, id: string, forUpdate = false) {
  const query = db.select().from(platformInvitations).where(eq(platformInvitations.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findPlatformInvitationByTokenHash(db: DbOrTx, hash: string, forUpdate = false) {
  const query = db.select().from(platformInvitations).where(eq(platformInvitations.tokenHash, hash));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Pending and not yet expired, newest first (bounded: a platform has few staff). */
export function findOpenPlatformInvitations(db: DbOrTx) {
  return db
    .select()
    .from(platformInvitations)
    .where(and(eq(platformInvitations.status, 'pending'), gt(platformInvitations.expiresAt, new Date())))
    .orderBy(desc(platformInvitations.createdAt), desc(platformInvitations.id))
    .limit(200);
}

export async function findOpenForEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: platformInvitations.id })
    .from(platformInvitations)
    .where(
      and(
        eq(platformInvitations.email, email),
        eq(platformInvitations.status, 'pending'),
        gt(platformInvitations.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function updatePlatformInvitation(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<PlatformInvitationRow, 'status' | 'acceptedAt' | 'acceptedBy' | 'revokedAt'>>,
) {
  await db.update(platformInvitations).set(values).where(eq(platformInvitations.id, id));
}

/** The platform role lives on the profile (user_profiles.platform_role); its trigger bumps authz. */
export async function setPlatformRole(db: DbOrTx, userId: string, platformRole: string) {
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  await ensureProfile(db, { id: userId, ...splitName(user?.name ?? '') });
  await db.update(userProfiles).set({ platformRole }).where(eq(userProfiles.id, userId));
}
