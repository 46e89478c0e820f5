import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { conversationGuests } from './messaging.schema';

export type GuestRow = typeof conversationGuests.$inferSelect;

/** The invited guests of the given conversations who were not revoked. */
export function findGuestsOf(db: DbOrTx, conversationIds: string[]): Promise<GuestRow[]> {
  if (conversationIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(conversationGuests)
    .where(and(inArray(conversationGuests.conversationId, conversationIds), isNull(conversationGuests.revokedAt)))
    .orderBy(asc(conversationGuests.createdAt));
}

/**
 * Invites (or invites again) an e-mail address: a new link replaces the old one and ends any
 * session it started, so only the newest e-mail works.
 */
export async function upsertGuestInvitation(
  tx: DbOrTx,
  values: {
    conversationId: string;
    email: string;
    name: string | null;
    invitedBy: string;
    tokenHash: string;
    tokenExpiresAt: Date;
  },
): Promise<GuestRow> {
  const [row] = await tx
    .insert(conversationGuests)
    .values(values)
    .onConflictDoUpdate({
      target: [conversationGuests.conversationId, conversationGuests.email],
      targetWhere: isNull(conversationGuests.revokedAt),
      set: {
        name: values.name,
        invitedBy: values.invitedBy,
        tokenHash: values.tokenHash,
        tokenExpiresAt: values.tokenExpiresAt,
        redeemedAt: null,
        sessionHash: null,
        sessionExpiresAt: null,
      },
    })
    .returning();
  return row!;
}

/** Ends a guest's access (link and session); false when there is no such active guest. */
export async function revokeGuest(db: DbOrTx, conversationId: string, guestId: string): Promise<boolean> {
  const rows = await db
    .update(conversationGuests)
    .set({ revokedAt: new Date(), sessionHash: null, sessionExpiresAt: null })
    .where(
      and(
        eq(conversationGuests.id, guestId),
        eq(conversationGuests.conversationId, conversationId),
        isNull(conversationGuests.revokedAt),
      ),
    )
    .returning({ id: conversationGuests.id });
  return rows.length > 0;
}

/**
 * Redeems a link once: only an unredeemed, unexpired, unrevoked token, and it starts the session in
 * the same statement (two tabs racing on one link: one wins). Null when the link is no good.
 */
export async function redeemGuestToken(
  db: DbOrTx,
  tokenHash: string,
  session: { hash: string; expiresAt: Date },
  now: Date,
): Promise<GuestRow | null> {
  const [row] = await db
    .update(conversationGuests)
    .set({ redeemedAt: now, sessionHash: session.hash, sessionExpiresAt: session.expiresAt })
    .where(
      and(
        eq(conversationGuests.tokenHash, tokenHash),
        isNull(conversationGuests.redeemedAt),
        isNull(conversationGuests.revokedAt),
        gt(conversationGuests.tokenExpiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** The guest holding a live session with this secret's hash (null: none, revoked or expired). */
export async function findGuestBySession(db: DbOrTx, sessionHash: string, now: Date): Promise<GuestRow | null> {
  const [row] = await db
    .select()
    .from(conversationGuests)
    .where(
      and(
        eq(conversationGuests.sessionHash, sessionHash),
        isNull(conversationGuests.revokedAt),
        gt(conversationGuests.sessionExpiresAt, now),
      ),
    );
  return row ?? null;
}
