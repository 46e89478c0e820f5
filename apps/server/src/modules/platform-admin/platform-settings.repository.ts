/** The platform's single settings row (ADR 0153). */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { clientInvitations } from '../invitations/invitations.schema';
import { memberInvitations } from '../invitations/member-invitations.schema';
import { platformSettings } from './platform-admin.schema';

export const PLATFORM_ROW = 'platform';

export async function readPlatformSettings(db: DbOrTx) {
  const [row] = await db
    .select({
      supportEmail: platformSettings.supportEmail,
      signupOpen: platformSettings.signupOpen,
      defaultTimeZone: platformSettings.defaultTimeZone,
      version: platformSettings.version,
      updatedAt: platformSettings.updatedAt,
    })
    .from(platformSettings)
    .where(eq(platformSettings.id, PLATFORM_ROW));
  return row ?? null;
}

/** The row exists from the first write on; before it, defaults stand (version 0). */
export async function ensurePlatformSettingsRow(db: DbOrTx) {
  await db.insert(platformSettings).values({ id: PLATFORM_ROW }).onConflictDoNothing();
}

/** Conditional update: false when the version moved on. */
export async function writePlatformSettings(
  db: DbOrTx,
  values: { supportEmail: string | null; signupOpen: boolean; defaultTimeZone: string },
  expectedVersion: number | undefined,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .update(platformSettings)
    .set({
      ...values,
      updatedBy: userId,
      updatedAt: new Date(),
      version: sql`${platformSettings.version} + 1`,
    })
    .where(
      and(
        eq(platformSettings.id, PLATFORM_ROW),
        expectedVersion === undefined ? undefined : eq(platformSettings.version, expectedVersion),
      ),
    )
    .returning({ id: platformSettings.id });
  return rows.length > 0;
}

/** Is there a live client or member invitation addressed to this e-mail? (sign-up when closed) */
export async function hasPendingInvitation(db: DbOrTx, email: string): Promise<boolean> {
  const address = email.trim().toLowerCase();
  const live = (t: typeof clientInvitations | typeof memberInvitations) =>
    and(eq(sql`lower(${t.email})`, address), eq(t.status, 'pending'), sql`${t.expiresAt} > now()`);
  const [client] = await db
    .select({ id: clientInvitations.id })
    .from(clientInvitations)
    .where(live(clientInvitations))
    .limit(1);
  if (client) return true;
  const [member] = await db
    .select({ id: memberInvitations.id })
    .from(memberInvitations)
    .where(live(memberInvitations))
    .limit(1);
  return Boolean(member);
}
