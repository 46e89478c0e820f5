import { and, eq, inArray } from 'drizzle-orm';
import { users } from '../../platform/auth/auth.schema';
import type { DbOrTx } from '../../platform/db/client';
import { organizationMembers } from '../organizations/organizations.schema';
import { transactionParticipants } from '../transactions/transactions.schema';

/** Active members of the organization among `userIds`, with name and e-mail. */
export async function findMembers(db: DbOrTx, organizationId: string, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, { name: string; email: string }>();
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        eq(organizationMembers.status, 'active'),
        inArray(organizationMembers.userId, userIds),
      ),
    );
  return new Map(rows.map((r) => [r.id, { name: r.name, email: r.email }]));
}

/** Participants of the deal among `ids`, with name, e-mail and account (a client who signed up). */
export async function findParticipants(db: DbOrTx, transactionId: string | null, ids: string[]) {
  if (!transactionId || ids.length === 0)
    return new Map<string, { name: string; email: string | null; userId: string | null }>();
  const rows = await db
    .select()
    .from(transactionParticipants)
    .where(
      and(eq(transactionParticipants.transactionId, transactionId), inArray(transactionParticipants.id, ids)),
    );
  return new Map(
    rows.map((p) => [
      p.id,
      { name: [p.firstName, p.lastName].filter(Boolean).join(' '), email: p.email, userId: p.userId },
    ]),
  );
}

export async function findUser(db: DbOrTx, id: string) {
  const [row] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, id));
  return row ?? null;
}
