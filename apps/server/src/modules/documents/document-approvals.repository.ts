import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ApprovalRequestStatus } from '@threshold/domain/documents/document-enums';
import { users } from '../../platform/auth/auth.schema';
import type { DbOrTx } from '../../platform/db/client';
import { documentApprovals } from './document-approvals.schema';
import { documents } from './documents.schema';

export type ApprovalInsert = typeof documentApprovals.$inferInsert;

const requesters = alias(users, 'approval_requester');
const approvers = alias(users, 'approval_approver');

const approvalColumns = {
  approval: documentApprovals,
  requesterName: requesters.name,
  approverName: approvers.name,
};

function selectApprovals(db: DbOrTx) {
  return db
    .select(approvalColumns)
    .from(documentApprovals)
    .innerJoin(requesters, eq(requesters.id, documentApprovals.requestedBy))
    .innerJoin(approvers, eq(approvers.id, documentApprovals.approverId));
}
export type ApprovalRow = Awaited<ReturnType<ReturnType<typeof selectApprovals>['execute']>>[number];

/** Every request of a document, newest first. */
export async function findApprovalsOfDocument(db: DbOrTx, documentId: string) {
  return selectApprovals(db)
    .where(eq(documentApprovals.documentId, documentId))
    .orderBy(desc(documentApprovals.createdAt), desc(documentApprovals.id));
}

export async function findApproval(db: DbOrTx, documentId: string, approvalId: string) {
  const [row] = await selectApprovals(db).where(
    and(eq(documentApprovals.id, approvalId), eq(documentApprovals.documentId, documentId)),
  );
  return row ?? null;
}

/**
 * The live requests (not cancelled) on each document's current version, newest first: what the
 * approval state and "waiting for me" are computed from (ADR 0165/0166).
 */
export async function findCurrentRequests(db: DbOrTx, documentIds: string[]) {
  if (documentIds.length === 0) return [];
  return db
    .select({
      documentId: documentApprovals.documentId,
      approverId: documentApprovals.approverId,
      status: documentApprovals.status,
      createdAt: documentApprovals.createdAt,
    })
    .from(documentApprovals)
    .innerJoin(documents, eq(documents.id, documentApprovals.documentId))
    .where(
      and(
        inArray(documentApprovals.documentId, documentIds),
        eq(documentApprovals.documentVersion, documents.currentVersion),
        ne(documentApprovals.status, 'cancelled'),
      ),
    )
    .orderBy(desc(documentApprovals.createdAt), desc(documentApprovals.id)) as Promise<
    { documentId: string; approverId: string; status: ApprovalRequestStatus; createdAt: Date }[]
  >;
}

export async function insertApprovals(tx: DbOrTx, rows: ApprovalInsert[]) {
  return tx.insert(documentApprovals).values(rows).returning({ id: documentApprovals.id });
}

/** Ends a pending request once: false when it is no longer pending (decided or cancelled meanwhile). */
export async function closePendingApproval(
  tx: DbOrTx,
  approvalId: string,
  patch: Pick<ApprovalInsert, 'status' | 'comment' | 'cancelReason'>,
) {
  const rows = await tx
    .update(documentApprovals)
    .set({
      ...patch,
      decidedAt: new Date(),
      updatedAt: new Date(),
      version: sql`${documentApprovals.version} + 1`,
    })
    .where(and(eq(documentApprovals.id, approvalId), eq(documentApprovals.status, 'pending')))
    .returning({ id: documentApprovals.id });
  return rows.length > 0;
}

/** A new version was uploaded: the pending requests were about the old bytes (ADR 0165). Answers their approvers. */
export async function cancelPendingForNewVersion(tx: DbOrTx, documentId: string) {
  return tx
    .update(documentApprovals)
    .set({
      status: 'cancelled',
      cancelReason: 'new_version',
      decidedAt: new Date(),
      updatedAt: new Date(),
      version: sql`${documentApprovals.version} + 1`,
    })
    .where(and(eq(documentApprovals.documentId, documentId), eq(documentApprovals.status, 'pending')))
    .returning({ id: documentApprovals.id, approverId: documentApprovals.approverId });
}

/**
 * Members whose primary organization is this one and whose role is one of `roleKeys` (or who are
 * system admins), not disabled — the service then checks each one's own document scope.
 */
export async function findOrganizationMembersInRoles(db: DbOrTx, organizationId: string, roleKeys: string[]) {
  const result = await db.execute(sql`
    select a.user_id, u.name, u.email, u.email_verified
    from current_user_primary_affiliations a
    join users u on u.id = a.user_id
    left join user_profiles p on p.id = a.user_id
    where a.organization_id = ${organizationId}::uuid
      and (a.role_key in (${sql.join(
        roleKeys.map((k) => sql`${k}`),
        sql`, `,
      )}) or p.platform_role = 'system_admin')
      and not exists (select 1 from user_disablements d where d.user_id = a.user_id)
    order by u.name`);
  return (
    result as unknown as {
      rows: { user_id: string; name: string; email: string; email_verified: boolean }[];
    }
  ).rows;
}
