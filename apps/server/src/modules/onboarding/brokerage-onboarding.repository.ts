import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { organizations } from '../organizations/organizations.schema';

/** A new organization row; its slug is made unique by the caller. Settings are written separately. */
export async function insertOrganization(
  db: DbOrTx,
  values: { name: string; slug: string },
): Promise<string> {
  const [row] = await db.insert(organizations).values(values).returning({ id: organizations.id });
  return row!.id;
}

/** Holds one person's onboarding until the transaction ends, so a double submit cannot make two brokerages. */
export async function lockOnboardingOf(db: DbOrTx, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`onboarding:${userId}`}))`);
}
