import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { contacts } from './contacts.schema';
import { findVisibleContact, type ContactRow } from './contacts.repository';

/** A live (not deleted) contact of the lead pool's organization, whoever owns it; null if there is none. */
export async function findPoolContact(
  db: DbOrTx,
  id: string,
  organizationId: string,
): Promise<ContactRow | null> {
  return findVisibleContact(
    db,
    id,
    and(eq(contacts.organizationId, organizationId), isNull(contacts.deletedAt))!,
  );
}

/**
 * First-to-claim: takes the lead only if nobody has, atomically; and, given `expectedVersion`, only
 * if it is still the version the caller saw (issue 19).
 */
export async function claimUnowned(
  db: DbOrTx,
  id: string,
  userId: string,
  expectedVersion?: number,
): Promise<boolean> {
  const where = [eq(contacts.id, id), isNull(contacts.ownerId), isNull(contacts.deletedAt)];
  if (expectedVersion !== undefined) where.push(eq(contacts.version, expectedVersion));
  const rows = await db
    .update(contacts)
    .set({ ownerId: userId, updatedAt: new Date() })
    .where(and(...where))
    .returning({ id: contacts.id });
  return rows.length === 1;
}
