import { and, eq, ne, or, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { sessions, users } from '../../platform/auth/auth.schema';
import { userProfiles } from './identity.schema';

export type ProfileRow = typeof userProfiles.$inferSelect;
export type ProfilePatch = Partial<Pick<ProfileRow, 'firstName' | 'lastName' | 'profileImageUrl' | 'ccpaOptOut'>>;

export async function getProfile(db: DbOrTx, userId: string): Promise<ProfileRow | null> {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.id, userId)).limit(1);
  return row ?? null;
}

/** Creates the profile if it is missing (idempotent) and returns it. */
export async function ensureProfile(
  db: DbOrTx,
  values: { id: string; firstName: string | null; lastName: string | null; verificationStatus?: string | null },
): Promise<ProfileRow> {
  await db.insert(userProfiles).values(values).onConflictDoNothing({ target: userProfiles.id });
  return (await getProfile(db, values.id)) as ProfileRow;
}

export async function updateProfile(db: DbOrTx, userId: string, patch: ProfilePatch): Promise<ProfileRow> {
  const [row] = await db
    .update(userProfiles)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(userProfiles.id, userId))
    .returning();
  return row as ProfileRow;
}

/** Spec §7: set verification_status once, only where it is not yet verified. */
export async function markProfileVerified(db: DbOrTx, userId: string) {
  await db
    .update(userProfiles)
    .set({ verificationStatus: 'verified', updatedAt: new Date() })
    .where(
      and(
        eq(userProfiles.id, userId),
        or(isNull(userProfiles.verificationStatus), ne(userProfiles.verificationStatus, 'verified')),
      ),
    );
}

export async function getIdentity(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified, name: users.name, updatedAt: users.updatedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Deletes one of the user's own sessions; null when there is no such session of theirs. */
export async function deleteOwnSession(db: DbOrTx, userId: string, sessionId: string) {
  const [row] = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id, ipAddress: sessions.ipAddress, userAgent: sessions.userAgent });
  return row ?? null;
}
