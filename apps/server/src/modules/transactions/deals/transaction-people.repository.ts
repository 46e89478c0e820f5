import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client';
import { users } from '../../../platform/auth/auth.schema';
import { userProfiles } from '../../identity/identity.schema';
import { contacts } from '../../contacts/contacts.schema';
import { teams } from '../../organizations/organizations.schema';

/** Reads of people and teams of other areas that deal rules need (read-only). */
export async function findTeamInOrganization(db: DbOrTx, organizationId: string, teamId: string) {
  const [row] = await db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.organizationId, organizationId)))
    .limit(1);
  return row ?? null;
}

/** The organization's contacts among `contactIds` that pass `visible` (the caller's contact scope). */
export async function findContactsInOrganization(
  db: DbOrTx,
  organizationId: string,
  contactIds: string[],
  visible: SQL,
) {
  if (contactIds.length === 0) return [];
  return db
    .select({
      id: contacts.id,
      userId: contacts.userId,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      emails: contacts.emails,
      phones: contacts.phones,
    })
    .from(contacts)
    .where(and(eq(contacts.organizationId, organizationId), inArray(contacts.id, contactIds), visible));
}

/** Accounts that are the linked client of one of the organization's contacts (invited clients). */
export async function findContactAccounts(db: DbOrTx, organizationId: string, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: users.id,
      email: users.email,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      image: userProfiles.profileImageUrl,
    })
    .from(contacts)
    .innerJoin(users, eq(users.id, contacts.userId))
    .leftJoin(userProfiles, eq(userProfiles.id, users.id))
    .where(and(eq(contacts.organizationId, organizationId), inArray(contacts.userId, userIds)));
}

export async function findNames(db: DbOrTx, userIds: string[]) {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map<string, { first_name: string | null; last_name: string | null }>();
  const rows = await db
    .select({ id: userProfiles.id, firstName: userProfiles.firstName, lastName: userProfiles.lastName })
    .from(userProfiles)
    .where(inArray(userProfiles.id, ids));
  return new Map(rows.map((r) => [r.id, { first_name: r.firstName, last_name: r.lastName }]));
}

export async function getUserAccount(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
