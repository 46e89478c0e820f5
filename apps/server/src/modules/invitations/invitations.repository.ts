import { and, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InvitationDto } from '@threshold/domain/contacts/client-invitation.contract';
import type { DbOrTx } from '../../platform/db/client';
import { userProfiles } from '../identity/identity.schema';
import { organizationMembers, organizations } from '../organizations/organizations.schema';
import { contacts } from '../contacts/contacts.schema';
import { decodeCursor, encodeCursor } from '../../platform/db/keyset-cursor';
import { clientInvitations } from './invitations.schema';

export type InvitationInsert = typeof clientInvitations.$inferInsert;
const inviter = alias(userProfiles, 'inviter_profile');

const columns = {
  id: clientInvitations.id,
  organizationId: clientInvitations.organizationId,
  organizationName: organizations.name,
  contactId: clientInvitations.contactId,
  contactFirstName: contacts.firstName,
  contactLastName: contacts.lastName,
  email: clientInvitations.email,
  roleKey: clientInvitations.roleKey,
  status: clientInvitations.status,
  message: clientInvitations.message,
  invitedBy: clientInvitations.invitedBy,
  inviterFirstName: inviter.firstName,
  inviterLastName: inviter.lastName,
  expiresAt: clientInvitations.expiresAt,
  sentCount: clientInvitations.sentCount,
  lastSentAt: clientInvitations.lastSentAt,
  acceptedAt: clientInvitations.acceptedAt,
  revokedAt: clientInvitations.revokedAt,
  createdAt: clientInvitations.createdAt,
  createdAtText: sql<string>`${clientInvitations.createdAt}::text`,
};

function selectInvitations(db: DbOrTx) {
  return db
    .select(columns)
    .from(clientInvitations)
    .innerJoin(contacts, eq(contacts.id, clientInvitations.contactId))
    .innerJoin(organizations, eq(organizations.id, clientInvitations.organizationId))
    .leftJoin(inviter, eq(inviter.id, clientInvitations.invitedBy));
}
export type InvitationRow = Awaited<ReturnType<typeof selectInvitations>>[number];

export async function insertInvitation(db: DbOrTx, values: InvitationInsert): Promise<string> {
  const [row] = await db.insert(clientInvitations).values(values).returning({ id: clientInvitations.id });
  return row!.id;
}

/** One invitation whose contact satisfies `contactScope` (the caller's CRM scope), or null. */
export async function findInvitation(db: DbOrTx, id: string, contactScope: SQL, forUpdate = false) {
  const q = selectInvitations(db)
    .where(and(eq(clientInvitations.id, id), contactScope))
    .limit(1);
  const [row] = forUpdate ? await q.for('update', { of: clientInvitations }) : await q;
  return row ?? null;
}

export async function findInvitationByTokenHash(db: DbOrTx, hash: string, forUpdate = false) {
  const q = selectInvitations(db).where(eq(clientInvitations.tokenHash, hash)).limit(1);
  const [row] = forUpdate ? await q.for('update', { of: clientInvitations }) : await q;
  return row ?? null;
}

export function findContactInvitations(db: DbOrTx, contactId: string) {
  return selectInvitations(db)
    .where(eq(clientInvitations.contactId, contactId))
    .orderBy(desc(clientInvitations.createdAt))
    .limit(100);
}

export async function findPendingInvitation(db: DbOrTx, contactId: string) {
  const [row] = await db
    .select({ id: clientInvitations.id })
    .from(clientInvitations)
    .where(
      and(
        eq(clientInvitations.contactId, contactId),
        eq(clientInvitations.status, 'pending'),
        gt(clientInvitations.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Status as the list filters it: "expired" is a pending invitation past its expiry, "pending" one before it. */
function statusCondition(status: InvitationDto['status'], now: Date): SQL {
  if (status !== 'expired' && status !== 'pending') return eq(clientInvitations.status, status);
  const at = sql`${now.toISOString()}::timestamptz`;
  const expiry =
    status === 'expired'
      ? sql`${clientInvitations.expiresAt} <= ${at}`
      : sql`${clientInvitations.expiresAt} > ${at}`;
  return and(eq(clientInvitations.status, 'pending'), expiry)!;
}

/**
 * Newest first, keyset on (created_at, id): the invitations of the contacts `contactScope` lets through
 * (the caller's CRM scope), of one status when given.
 */
export async function findInvitationPage(
  db: DbOrTx,
  contactScope: SQL,
  status: InvitationDto['status'] | undefined,
  limit: number,
  cursor?: string,
) {
  const after = decodeCursor(cursor, ['timestamp', 'uuid']);
  const conds = [contactScope];
  if (status) conds.push(statusCondition(status, new Date()));
  if (after) {
    const [ts, id] = after;
    conds.push(
      sql`(${clientInvitations.createdAt}, ${clientInvitations.id}) < (${ts}::timestamptz, ${id}::uuid)`,
    );
  }
  const rows = await selectInvitations(db)
    .where(and(...conds))
    .orderBy(desc(clientInvitations.createdAt), desc(clientInvitations.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return {
    rows: items,
    nextCursor: rows.length > limit && last ? encodeCursor([last.createdAtText, last.id]) : null,
  };
}

export async function updateInvitation(db: DbOrTx, id: string, patch: Partial<InvitationInsert>) {
  await db.update(clientInvitations).set(patch).where(eq(clientInvitations.id, id));
}

export async function findMembership(db: DbOrTx, userId: string, organizationId: string) {
  const [row] = await db
    .select({
      id: organizationMembers.id,
      status: organizationMembers.status,
      isPrimary: organizationMembers.isPrimary,
    })
    .from(organizationMembers)
    .where(
      and(eq(organizationMembers.userId, userId), eq(organizationMembers.organizationId, organizationId)),
    )
    .limit(1);
  return row ?? null;
}

export async function insertMembership(
  db: DbOrTx,
  values: { userId: string; organizationId: string; roleId: string; isPrimary: boolean },
) {
  await db.insert(organizationMembers).values({ ...values, status: 'active' });
}

export async function reactivateMembership(
  db: DbOrTx,
  id: string,
  values: { roleId: string; isPrimary: boolean },
) {
  await db
    .update(organizationMembers)
    .set({ ...values, status: 'active' })
    .where(eq(organizationMembers.id, id));
}

/** user_profiles.role caches the effective role; kept in step when a membership becomes primary. */
export async function cacheProfileRole(db: DbOrTx, userId: string, roleKey: string) {
  await db
    .update(userProfiles)
    .set({ role: roleKey, updatedAt: new Date() })
    .where(eq(userProfiles.id, userId));
}

export async function findContactForAccept(db: DbOrTx, contactId: string) {
  const [row] = await db
    .select({
      id: contacts.id,
      userId: contacts.userId,
      deletedAt: contacts.deletedAt,
      organizationId: contacts.organizationId,
    })
    .from(contacts)
    .where(eq(contacts.id, contactId))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function findContactOfUser(db: DbOrTx, organizationId: string, userId: string) {
  const [row] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        eq(contacts.organizationId, organizationId),
        eq(contacts.userId, userId),
        sql`${contacts.deletedAt} is null`,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function linkContactToUser(db: DbOrTx, contactId: string, userId: string) {
  await db.update(contacts).set({ userId, updatedAt: new Date() }).where(eq(contacts.id, contactId));
}
