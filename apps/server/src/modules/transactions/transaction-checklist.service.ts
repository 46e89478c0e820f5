import type {
  AddChecklistItemInput,
  UpdateChecklistItemInput,
} from '@threshold/domain/transactions/editChecklistItem.contract';
import type {
  ApproveChecklistItemInput,
  ReturnChecklistItemInput,
  SubmitChecklistItemInput,
} from '@threshold/domain/transactions/reviewChecklistItem.contract';
import type { Actor } from '../../platform/authz/actor';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import {
  assertCanEdit,
  assertCanReview,
  loadDeal,
  mayRelaxChecklist,
  type DealAccess,
} from './transaction-access';
import { auditDeal } from './transaction-audit';
import { toChecklistItemDto } from './transaction-checklist.dto';
import {
  deleteChecklistRow,
  findChecklist,
  getChecklistItem,
  insertChecklistItems,
  shiftPositions,
  updateChecklistRow,
  type ChecklistInsert,
} from './transaction-checklist.repository';
import { touchTransaction } from './transactions.repository';

export async function listChecklist(db: Db, actor: Actor, id: string) {
  const access = await loadDeal(db, actor, id);
  return { items: (await findChecklist(db, id)).map((r) => toChecklistItemDto(r, access.clientView)) };
}

/** Runs one checklist write: lock the deal, check, change, touch the deal, audit; answers the item. */
async function writeItem(
  db: Db,
  actor: Actor,
  id: string,
  itemId: string | null,
  requestId: string | undefined,
  change: (
    tx: DbOrTx,
    access: DealAccess,
    before: Awaited<ReturnType<typeof getChecklistItem>>,
  ) => Promise<{ action: string; itemId: string } | { action: string; deleted: true }>,
) {
  return db.transaction(async (tx) => {
    const access = await loadDeal(tx, actor, id, { forUpdate: true });
    const before = itemId ? await getChecklistItem(tx, id, itemId) : null;
    if (itemId && !before) throw notFound('Checklist item');
    const result = await change(tx, access, before);
    await touchTransaction(tx, id);
    const after = 'itemId' in result ? await getChecklistItem(tx, id, result.itemId) : null;
    await auditDeal(
      tx,
      { actor, requestId },
      access.row,
      result.action,
      before ? { item: toChecklistItemDto(before) } : null,
      after ? { item: toChecklistItemDto(after) } : null,
    );
    return after ? toChecklistItemDto(after) : null;
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
  const dto = await writeItem(db, actor, id, null, requestId, async (tx, access) => {
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
) {
  const dto = await writeItem(db, actor, id, itemId, requestId, async (tx, access, before) => {
    assertCanEdit(access);
    assertMayRelax(access, before!.required, input.required === false);
    if (input.position !== undefined && input.position !== before!.position)
      await shiftPositions(tx, id, input.position);
    await updateChecklistRow(tx, itemId, {
      ...(input.title !== undefined && { title: input.title }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.required !== undefined && { required: input.required }),
      ...(input.requires_document !== undefined && { requiresDocument: input.requires_document }),
      ...(input.due_date !== undefined && { dueDate: input.due_date }),
      ...(input.position !== undefined && { position: input.position }),
    });
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
) {
  await writeItem(db, actor, id, itemId, requestId, async (tx, access, before) => {
    assertCanEdit(access);
    assertMayRelax(access, before!.required, true);
    await deleteChecklistRow(tx, itemId);
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
) {
  const dto = await writeItem(db, actor, id, itemId, requestId, async (tx, access, before) => {
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
    await updateChecklistRow(tx, itemId, {
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
  return dto!;
}

export async function approveChecklistItem(
  db: Db,
  actor: Actor,
  id: string,
  itemId: string,
  input: ApproveChecklistItemInput,
  requestId?: string,
) {
  const dto = await writeItem(db, actor, id, itemId, requestId, async (tx, access, before) => {
    assertCanReview(access);
    if (before!.status !== 'submitted')
      throw conflict(`This item is ${before!.status}; only submitted items can be approved`);
    await updateChecklistRow(tx, itemId, {
      status: 'approved',
      reviewedBy: actor.userId,
      reviewedAt: new Date(),
      note: input.note ?? before!.note,
    });
    return { action: 'checklist.approve', itemId };
  });
  return dto!;
}

export async function returnChecklistItem(
  db: Db,
  actor: Actor,
  id: string,
  itemId: string,
  input: ReturnChecklistItemInput,
  requestId?: string,
) {
  const dto = await writeItem(db, actor, id, itemId, requestId, async (tx, access, before) => {
    assertCanReview(access);
    if (before!.status !== 'submitted' && before!.status !== 'approved')
      throw conflict(`This item is ${before!.status}; only submitted or approved items can be returned`);
    await updateChecklistRow(tx, itemId, {
      status: 'returned',
      reviewedBy: actor.userId,
      reviewedAt: new Date(),
      note: input.note,
    });
    return { action: 'checklist.return', itemId };
  });
  return dto!;
}
