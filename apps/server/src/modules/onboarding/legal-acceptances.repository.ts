import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { legalAcceptances } from './onboarding.schema';

/** When the user accepted exactly these versions (the latest time), or null. */
export async function findAcceptance(
  db: DbOrTx,
  userId: string,
  versions: { terms: string; privacy: string },
): Promise<Date | null> {
  const [row] = await db
    .select({ acceptedAt: legalAcceptances.acceptedAt })
    .from(legalAcceptances)
    .where(
      and(
        eq(legalAcceptances.userId, userId),
        eq(legalAcceptances.termsVersion, versions.terms),
        eq(legalAcceptances.privacyVersion, versions.privacy),
      ),
    )
    .orderBy(desc(legalAcceptances.acceptedAt))
    .limit(1);
  return row?.acceptedAt ?? null;
}

export async function insertAcceptance(
  db: DbOrTx,
  userId: string,
  versions: { terms: string; privacy: string },
): Promise<Date> {
  const [row] = await db
    .insert(legalAcceptances)
    .values({ userId, termsVersion: versions.terms, privacyVersion: versions.privacy })
    .returning({ acceptedAt: legalAcceptances.acceptedAt });
  return row!.acceptedAt;
}
