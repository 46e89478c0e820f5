import type { RequestApprovalInput } from '@threshold/domain/documents/document-approval.contract';
import { ROLE_KEYS, ROLES } from '@threshold/domain/roles';
import { writeAudit } from '../../platform/audit/audit.repository';
import { loadActiveActor, type Actor } from '../../platform/authz/actor';
import type { Db, DbOrTx } from '../../platform/db/client';
import type { Mailer } from '../../platform/email/mailer';
import { AppError, notFound } from '../../platform/http/errors';
import { roleLabel } from '../organizations/organization-members.dto';
import { canEditDocuments, canRestoreDocuments } from './document-access';
import { sendApprovalRequestEmail } from './document-approval-email';
import { approvalSummaries, NO_APPROVAL } from './document-approval-summary';
import { toApprovalDto } from './document-approvals.dto';
import {
  closePendingApproval,
  findApproval,
  findApprovalsOfDocument,
  findOrganizationMembersInRoles,
  insertApprovals,
} from './document-approvals.repository';
import { findDocumentInScope } from './documents.repository';
import { invalidDocumentInput as invalid, loadDocument } from './documents.service';

export interface ApprovalDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
}

/** Roles whose capabilities include canApproveDocuments: only their members are checked further. */
const APPROVER_ROLES = ROLE_KEYS.filter((key) => ROLES[key].capabilities.canApproveDocuments);

const mayRequest = (actor: Actor, deleted: boolean) => canEditDocuments(actor) && !deleted;

/** Every request of the document, newest first, with its current state (ADR 0165). */
export async function listApprovals(db: Db, actor: Actor, id: string) {
  const row = await loadDocument(db, actor, id);
  const [rows, summaries] = await Promise.all([
    findApprovalsOfDocument(db, id),
    approvalSummaries(db, actor.userId, [id]),
  ]);
  return {
    state: (summaries.get(id) ?? NO_APPROVAL).approval_state,
    items: rows.map(toApprovalDto),
    can_request: mayRequest(actor, Boolean(row.document.deletedAt)),
  };
}

/**
 * Who may be asked to approve a document: members of its organization (primary membership) whose
 * role holds canApproveDocuments and who can see the document themselves — each checked with their
 * own scope, the same rule as every read. Never the caller.
 */
async function approverCandidates(
  db: DbOrTx,
  actor: Actor,
  document: { id: string; organizationId: string | null },
) {
  if (!document.organizationId) return [];
  const members = await findOrganizationMembersInRoles(db, document.organizationId, APPROVER_ROLES);
  const checked = await Promise.all(
    members
      .filter((m) => m.user_id !== actor.userId)
      .map(async (m) => {
        // A disabled approver (or one whose organization is suspended) is not offered.
        const them = await loadActiveActor(db, { id: m.user_id, email: m.email, emailVerified: m.email_verified });
        if (!them?.permissions.has('approve:documents')) return null;
        const visible = await findDocumentInScope(db, them, document.id);
        if (!visible || visible.document.deletedAt) return null;
        return { id: m.user_id, name: m.name, email: m.email, role: roleLabel(them.role) };
      }),
  );
  return checked.filter((c) => c !== null);
}

export async function listApproverCandidates(db: Db, actor: Actor, id: string) {
  const row = await loadDocument(db, actor, id);
  const candidates = await approverCandidates(db, actor, row.document);
  return { items: candidates.map(({ id: userId, name, role }) => ({ id: userId, name, role })) };
}

/** Sends the document's current version to one or more approvers; each gets an e-mail with a link. */
export async function requestApproval(
  deps: ApprovalDeps,
  actor: Actor,
  id: string,
  input: RequestApprovalInput,
  requestId?: string,
) {
  const { db } = deps;
  if (!canEditDocuments(actor)) throw new AppError('FORBIDDEN', 'You do not have permission to do this');
  const asked = [...new Set(input.approver_ids)];
  const { document, candidates } = await db.transaction(async (tx) => {
    const row = await loadDocument(tx, actor, id, { forUpdate: true });
    if (row.document.deletedAt)
      throw new AppError('CONFLICT', 'Restore the document before asking for approval');
    const allowed = new Map((await approverCandidates(tx, actor, row.document)).map((c) => [c.id, c]));
    const refused = asked.filter((userId) => !allowed.has(userId));
    if (refused.length > 0)
      throw invalid({ approver_ids: 'Only people who approve documents and can see this one may be asked' });
    const pending = (await findApprovalsOfDocument(tx, id)).filter((a) => a.approval.status === 'pending');
    const again = pending.find((a) => asked.includes(a.approval.approverId));
    if (again) throw invalid({ approver_ids: `${again.approverName} has already been asked` });
    await insertApprovals(
      tx,
      asked.map((approverId) => ({
        organizationId: row.document.organizationId,
        documentId: id,
        documentVersion: row.document.currentVersion,
        requestedBy: actor.userId,
        approverId,
        message: input.message || null,
      })),
    );
    await writeAudit(tx, {
      organizationId: row.document.organizationId,
      actorUserId: actor.userId,
      action: 'document.approval_request',
      entityType: 'document',
      entityId: id,
      after: {
        version: row.document.currentVersion,
        approvers: asked.map((userId) => allowed.get(userId)!.name),
        message: input.message || null,
      },
      requestId,
    });
    return { document: row.document, candidates: asked.map((userId) => allowed.get(userId)!) };
  });
  const requester = (await findApprovalsOfDocument(db, id))[0]?.requesterName ?? actor.email;
  await Promise.all(
    candidates.map((c) =>
      sendApprovalRequestEmail(deps.mailer, deps.appUrl, {
        to: c.email,
        requester,
        documentName: document.name,
        documentId: id,
        message: input.message,
      }),
    ),
  );
  return listApprovals(db, actor, id);
}

/** The sender (or a broker) withdraws a pending request; a decided or cancelled one is a 409. */
export async function cancelApproval(
  db: Db,
  actor: Actor,
  id: string,
  approvalId: string,
  requestId?: string,
) {
  await db.transaction(async (tx) => {
    const row = await loadDocument(tx, actor, id, { forUpdate: true });
    const approval = await findApproval(tx, id, approvalId);
    const mine = approval?.approval.requestedBy === actor.userId;
    if (!approval || !(mine || (canRestoreDocuments(actor) && canEditDocuments(actor))))
      throw notFound('Approval request');
    if (!(await closePendingApproval(tx, approvalId, { status: 'cancelled', cancelReason: 'sender' })))
      throw new AppError(
        'CONFLICT',
        `This request is ${approval.approval.status}; only pending ones can be cancelled`,
      );
    await writeAudit(tx, {
      organizationId: row.document.organizationId,
      actorUserId: actor.userId,
      action: 'document.approval_cancel',
      entityType: 'document',
      entityId: id,
      after: { approval_id: approvalId, approver: approval.approverName },
      requestId,
    });
  });
  return listApprovals(db, actor, id);
}
