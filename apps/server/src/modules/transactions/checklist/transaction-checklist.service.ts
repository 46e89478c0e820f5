import { recordDealChange } from '../deals/transaction-realtime';
import type {
  AddChecklistItemInput,
  UpdateChecklistItemInput,
} from '@threshold/domain/transactions/edit-checklist-item.contract';
import type {
  ApproveChecklistItemInput,
  ReturnChecklistItemInput,
  SubmitChecklistItemInput,
} from '@threshold/domain/transactions/review-checklist-item.contract';
import { latestChangeOf } from '../../../platform/audit/audit-latest.repository';
import type { Actor } from '../../../platform/authz/actor';
import type { Db, DbOrTx } from '../../../platform/db/client';
import { AppError, notFound } from '../../../platform/http/errors';
import { staleVersion } from '../../../platform/http/versioning';
import {
  assertCanEdit,
  assertCanReview,
  loadDeal,
  mayRelaxChecklist,
  type DealAccess,
} from '../deals/transaction-access';
import { auditDeal } from '../deals/transaction-audit';
import { toChecklistItemDto } from './transaction-checklist.dto';
import {
  deleteChecklistRow,
  findChecklist,
  getChecklistRow,
  insertChecklistItems,
  shiftPositions,
  updateChecklistRow,
  type ChecklistInsert,
  type ChecklistRow,
} from './transaction-checklist.repository';
import { touchTransaction } from '../deals/transactions.repository';
import { linkedDocumentApprovalState } from './linked-document-approval.repository';
import type { NotificationKind } from '@threshold/domain/notifications/notification-kinds';
import { recordNotice } from '../../notifications/notify.service';
import { findActiveMembersWithCapability } from '../../organizations/organization-people.repository';

export async function listChecklist(db: Db, actor: Actor, id: string) {
  const access = await loadDeal(db, actor, id);
  return { items: (await findChecklist(db, id)).map((r) => toChecklistItemDto(r, access.clientView)) };
}

/** One item of a deal in the caller's scope, as the list shows it (with its version). */
export async function getChecklistItem(db: Db, actor: Actor, id: string, itemId: string) {
  const access = await loadDeal(db, actor, id);
  const row = await getChecklistRow(db, id, itemId);
  if (!row) throw notFound('Checklist item');
  return toChecklistItemDto(row, access.clientView);
}

/** 409 STALE_VERSION (issue 19): the item as GET answers it now, and who changed it last. */
async function refuseStale(tx: DbOrTx, access: DealAccess, itemId: string): Promise<never> {
  const current = await getChecklistRow(tx, access.row.id, itemId);
  if (!current) throw notFound('Checklist item');
  throw staleVersion(
    toChecklistItemDto(current, access.clientView),
    await latestChangeOf(tx, 'transaction', access.row.id, { parts: [{ item: { id: itemId } }] }),
  );
}

interface ItemWrite {
  tx: DbOrTx;
  access: DealAccess;
  /** The item as it was (null when adding one). */
  before: ChecklistRow | null;
  /** Writes the item, conditional on the version the caller based the change on. */
  save: (patch: Partial<ChecklistInsert>) => Promise<void>;
  /** Deletes the item, on the same condition. */
  remove: () => Promise<void>;
}

/**
 * Runs one checklist write: lock the deal, check, change, touch the deal, audit; answers the item.
 * With `expectedVersion` (issue 19) an item that moved on past it is refused with 409 STALE_VERSION —
 * checked on the row read first, and again by the conditional write itself.
 */
async function writeItem(
  db: Db,
  actor: Actor,
  target: {
    id: string;
    itemId: string | null;
    requestId?: string | undefined;
    expectedVersion?: number | undefined;
  },
  change: (
    write: ItemWrite,
  ) => Promise<{ action: string; itemId: string } | { action: string; deleted: true }>,
) {
  const { id, itemId, requestId, expectedVersion } = target;
  const written = await db.transaction(async (tx) => {
    const access = await loadDeal(tx, actor, id, { forUpdate: true });
    const before = itemId ? await getChecklistRow(tx, id, itemId) : null;
    if (itemId && !before) throw notFound('Checklist item');
    if (before && expectedVersion !== undefined && before.version !== expectedVersion)
      await refuseStale(tx, access, before.id);
    const result = await change({
      tx,
      access,
      before,
      save: async (patch) => {
        if (!(await updateChecklistRow(tx, itemId!, patch, expectedVersion)))
          await refuseStale(tx, access, itemId!);
      },
      remove: async () => {
        if (!(await deleteChecklistRow(tx, itemId!, expectedVersion))) await refuseStale(tx, access, itemId!);
      },
    });
    await touchTransaction(tx, id);
    const after = 'itemId' in result ? await getChecklistRow(tx, id, result.itemId) : null;
    await auditDeal(
      tx,
      { actor, requestId },
      access.row,
      result.action,
      before ? { item: toChecklistItemDto(before) } : null,
      after ? { item: toChecklistItemDto(after) } : null,
    );
    return { dto: after ? toChecklistItemDto(after) : null, action: result.action, deal: access.row, before };
  });
  // Live: the deal page of everyone who may see the deal refreshes its checklist (ADR 0118).
  await recordDealChange(db, 'update', id, { checklist: written.action });
  return written;
}

type WrittenItem = Awaited<ReturnType<typeof writeItem>>;

/** After a review step: the people it concerns hear of it, on the deal (ADR 0167). */
async function notifyAboutItem(
  db: Db,
  actor: Actor,
  written: WrittenItem,
  notice: { recipients: (string | null)[]; kind: NotificationKind; title: string },
) {
  await recordNotice(db, {
    ...notice,
    subject: { type: 'transaction', id: written.deal.id },
    body: [written.deal.title, written.dto!.note].filter(Boolean).join(' — '),
    actorId: actor.userId,
    organizationId: written.deal.organizationId,
  });
}

const conflict = (message: string) => new AppError('CONFLICT', message, { status: message });

export async function addChecklistItem(
  db: Db,
  actor: Actor,
  id: string,
  input: AddChecklistItemInput,
  requestId?: string,
) {
  const { dto } = await writeItem(db, actor, { id, itemId: null, requestId }, async ({ tx, access }) => {
    assertCanEdit(access);
    const items = await findChecklist(tx, id);
    const position = Math.min(input.position ?? items.length, items.length);
    await shiftPositions(tx, id, position);
    const values: ChecklistInsert = {
      transactionId: id,
      title: input.title,
      description: input.description,
      required: input.required,
      requiresDocument: input.requires_document,
      dueDate: input.due_date,
      position,
    };
    const [itemId] = await insertChecklistItems(tx, [values]);
    return { action: 'checklist.add', itemId: itemId! };
  });
  return dto!;
}

function assertMayRelax(access: DealAccess, wasRequired: boolean, relaxes: boolean) {
  if (wasRequired && relaxes && !mayRelaxChecklist(access))
    throw new AppError('FORBIDDEN', 'Only a broker can remove a required checklist item or make it optional');
}

export async function updateChecklistItem(
  db: Db,
  actor: Actor,
  id: string,
  itemId: string,
  input: UpdateChecklistItemInput,
  requestId?: string,
  expectedVersion?: number,
) {
  const target = { id, itemId, requestId, expectedVersion };
  const { dto } = await writeItem(db, actor, target, async ({ tx, access, before, save }) => {
    assertCanEdit(access);
    assertMayRelax(access, before!.required, input.required === false);
    await save({
      ...(input.title !== undefined && { title: input.title }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.required !== undefined && { required: input.required }),
      ...(input.requires_document !== undefined && { requiresDocument: input.requires_document }),
      ...(input.due_date !== undefined && { dueDate: input.due_date }),
      ...(input.position !== undefined && { position: input.position }),
    });
    // The item's own write comes first (it is the versioned one); then the others make room.
    if (input.position !== undefined && input.position !== before!.position)
      await shiftPositions(tx, id, input.position, itemId);
    return { action: 'checklist.update', itemId };
  });
  return dto!;
}

export async function removeChecklistItem(
  db: Db,
  actor: Actor,
  id: string,
  itemId: string,
  requestId?: string,
  expectedVersion?: number,
) {
  const target = { id, itemId, requestId, expectedVersion };
  await writeItem(db, actor, target, async ({ access, before, remove }) => {
    assertCanEdit(access);
    assertMayRelax(access, before!.required, true);
    await remove();
    return { action: 'checklist.remove', deleted: true };
  });
  return { ok: true as const };
}

export async function submitChecklistItem(
  db: Db,
  actor: Actor,
  id: string,
  itemId: string,
  input: SubmitChecklistItemInput,
  requestId?: string,
  expectedVersion?: number,
) {
  const target = { id, itemId, requestId, expectedVersion };
  const written = await writeItem(db, actor, target, async ({ access, before, save }) => {
    assertCanEdit(access);
    if (before!.status !== 'pending' && before!.status !== 'returned')
      throw conflict(`This item is ${before!.status}; only pending or returned items can be submitted`);
    const documentId = input.document_id ?? before!.documentId;
    const documentName = input.document_name ?? before!.documentName;
    if (before!.requiresDocument && !documentId && !documentName) {
      throw new AppError('VALIDATION_FAILED', 'This item needs a document', {
        document_id: 'Attach the document for this item',
      });
    }
    await save({
      status: 'submitted',
      documentId,
      documentName,
      note: input.note,
      submittedBy: actor.userId,
      submittedAt: new Date(),
      reviewedBy: null,
      reviewedAt: null,
      submissionCount: before!.submissionCount + 1,
    });
    return { action: before!.status === 'returned' ? 'checklist.resubmit' : 'checklist.submit', itemId };
  });
  const reviewers = await findActiveMembersWithCapability(
    db,
    written.deal.organizationId,
    'canApproveDocuments',
  );
  await notifyAboutItem(db, actor, written, {
    recipients: reviewers.map((r) => r.userId),
    kind: 'approval_waiting',
    title: `Waiting for your review: ${written.dto!.title}`,
  });
  return written.dto!;
}

/**
 * An item whose linked document is still pending approval, or was returned, cannot be approved
 * (ADR 0165): the document is decided first, so the two approvals never contradict.
 */
async function refuseWhileDocumentUndecided(tx: DbOrTx, documentId: string | null) {
  if (!documentId) return;
  const state = await linkedDocumentApprovalState(tx, documentId);
  if (state === 'pending' || state === 'returned')
    throw new AppError(
      'CONFLICT',
      state === 'pending'
        ? 'The linked document is waiting for approval; decide it first'
        : 'The linked document was returned; it needs a new approval first',
      { document_id: `document approval ${state}` },
    );
}

export async function approveChecklistItem(
  db: Db,
  actor: Actor,
  id: string,
  itemId: string,
  input: ApproveChecklistItemInput,
  requestId?: string,
  expectedVersion?: number,
) {
  const target = { id, itemId, requestId, expectedVersion };
  const written = await writeItem(db, actor, target, async ({ tx, access, before, save }) => {
    assertCanReview(access);
    if (before!.status !== 'submitted')
      throw conflict(`This item is ${before!.status}; only submitted items can be approved`);
    await refuseWhileDocumentUndecided(tx, before!.documentId);
    await save({
      status: 'approved',
      reviewedBy: actor.userId,
      reviewedAt: new Date(),
      note: input.note ?? before!.note,
    });
    return { action: 'checklist.approve', itemId };
  });
  await notifyAboutItem(db, actor, written, {
    recipients: [written.before!.submittedBy],
    kind: 'checklist_approved',
    title: `Approved: ${written.dto!.title}`,
  });
  return written.dto!;
}

export async function returnChecklistItem(
  db: Db,
  actor: Actor,
  id: string,
  itemId: string,
  input: ReturnChecklistItemInput,
  requestId?: string,
  expectedVersion?: number,
) {
  const target = { id, itemId, requestId, expectedVersion };
  const written = await writeItem(db, actor, target, async ({ access, before, save }) => {
    assertCanReview(access);
    if (before!.status !== 'submitted' && before!.status !== 'approved')
      throw conflict(`This item is ${before!.status}; only submitted or approved items can be returned`);
    await save({
      status: 'returned',
      reviewedBy: actor.userId,
      reviewedAt: new Date(),
      note: input.note,
    });
    return { action: 'checklist.return', itemId };
  });
  await notifyAboutItem(db, actor, written, {
    recipients: [written.before!.submittedBy],
    kind: 'checklist_returned',
    title: `Returned: ${written.dto!.title}`,
  });
  return written.dto!;
}
