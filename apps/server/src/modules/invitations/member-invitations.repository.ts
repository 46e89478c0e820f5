import { and, desc, eq, gt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client';
import { userProfiles } from '../identity/identity.schema';
import { organizations } from '../organizations/organizations.schema';
import { memberInvitations } from './member-invitations.schema';

const inviter = alias(userProfiles, 'member_inviter_profile');

function selectMemberInvitations(db: DbOrTx) {
  return db
    .select({
      id: memberInvitations.id,
      organizationId: memberInvitations.organizationId,
      organizationName: organizations.name,
      email: memberInvitations.email,
      roleKey: memberInvitations.roleKey,
      status: memberInvitations.status,
      invitedBy: memberInvitations.invitedBy,
      inviterFirstName: inviter.firstName,
      inviterLastName: inviter.lastName,
      expiresAt: memberInvitations.expiresAt,
      createdAt: memberInvitations.createdAt,
    })
    .from(memberInvitations)
    .innerJoin(organizations, eq(organizations.id, memberInvitations.organizationId))
    .leftJoin(inviter, eq(inviter.id, memberInvitations.invitedBy));
}
export type MemberInvitationRow = Awaited<ReturnType<typeof selectMemberInvitations>>[number];

export async function insertMemberInvitation(db: DbOrTx, values: typeof memberInvitations.$inferInsert) {
  const [row] = await db.insert(memberInvitations).values(values).returning({ id: memberInvitations.id });
  return row!.id;
}

export async function findMemberInvitation(
  db: DbOrTx,
  organizationId: string,
  id: string,
  forUpdate = false,
) {
  const q = selectMemberInvitations(db)
    .where(and(eq(memberInvitations.id, id), eq(memberInvitations.organizationId, organizationId)))
    .limit(1);
  const [row] = forUpdate ? await q.for('update', { of: memberInvitations }) : await q;
  return row ?? null;
}

export async function findMemberInvitationByTokenHash(db: DbOrTx, hash: string, forUpdate = false) {
  const q = selectMemberInvitations(db).where(eq(memberInvitations.tokenHash, hash)).limit(1);
  const [row] = forUpdate ? await q.for('update', { of: memberInvitations }) : await q;
  return row ?? null;
}

/** Pending, unexpired invitations of an organization, newest first (at most 200: a pending list is short). */
export function findPendingMemberInvitations(db: DbOrTx, organizationId: string) {
  return selectMemberInvitations(db)
    .where(
      and(
        eq(memberInvitations.organizationId, organizationId),
        eq(memberInvitations.status, 'pending'),
        gt(memberInvitations.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(memberInvitations.createdAt), desc(memberInvitations.id))
    .limit(200);
}

export async function findPendingForEmail(db: DbOrTx, organizationId: string, email: string) {
  const [row] = await db
    .select({ id: memberInvitations.id })
    .from(memberInvitations)
    .where(
      and(
        eq(memberInvitations.organizationId, organizationId),
        eq(memberInvitations.email, email),
        eq(memberInvitations.status, 'pending'),
        gt(memberInvitations.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function updateMemberInvitation(
  db: DbOrTx,
  id: string,
  patch: Partial<typeof memberInvitations.$inferInsert>,
) {
  await db.update(memberInvitations).set(patch).where(eq(memberInvitations.id, id));
}
