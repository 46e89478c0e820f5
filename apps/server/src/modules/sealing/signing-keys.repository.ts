import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { organizationSigningKeys } from './sealing.schema';

export type SigningKeyRow = typeof organizationSigningKeys.$inferSelect;

export async function findSigningKey(db: DbOrTx, organizationId: string): Promise<SigningKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(organizationSigningKeys)
    .where(eq(organizationSigningKeys.organizationId, organizationId));
  return row;
}

/**
 * Stores a new key unless the organization already has one (two first seals at once: the unique
 * index lets one win), then answers the organization's key — the winner's in both callers.
 */
export async function insertSigningKeyOnce(
  db: DbOrTx,
  key: { organizationId: string; certificatePem: string; encryptedPrivateKey: string },
): Promise<SigningKeyRow> {
  await db.insert(organizationSigningKeys).values(key).onConflictDoNothing({
    target: organizationSigningKeys.organizationId,
  });
  const row = await findSigningKey(db, key.organizationId);
  if (!row) throw new Error('The organization signing key was not stored');
  return row;
}
