import type { UpdateDocumentInput } from '@threshold/domain/documents/document.contract';
import { findEntityHistory } from '../../platform/audit/audit-history.repository';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import { canEditDocuments, canRestoreDocuments } from './document-access';
import { documentAuditSnapshot } from './documents.dto';
import {
  findChecklistItemOfDeal,
  findUserNames,
  linkChecklistItems,
  updateDocumentRow,
  type DocumentPatch,
} from './documents.repository';
import {
  getDocument,
  invalidDocumentInput as invalid,
  loadDocument,
  lockDocumentForWrite,
  resolveDocumentTarget,
} from './documents.service';

interface WriteOptions {
  expectedVersion?: number;
  requestId?: string;
}

function assertCanEdit(actor: Actor) {
  if (!canEditDocuments(actor)) throw new AppError('FORBIDDEN', 'You do not have permission to do this');
}

/** Rename, retype, share, move (deal, listing, folder or own space), link to a checklist item of its deal. */
export async function updateDocument(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdateDocumentInput,
  options: WriteOptions,
) {
  assertCanEdit(actor);
  await db.transaction(async (tx) => {
    const row = await lockDocumentForWrite(tx, actor, id, options.expectedVersion);
    const before = row.document;
    if (before.deletedAt) throw new AppError('CONFLICT', 'Restore the document before changing it');
    const patch: DocumentPatch = {};
    if (input.name !== undefined) patch.name = input.name;
    if (input.document_type !== undefined) patch.documentType = input.document_type;
    if (input.shared_with_clients !== undefined) patch.sharedWithClients = input.shared_with_clients;
    const moving = input.transaction_id !== undefined || input.listing_id !== undefined;
    if (moving) {
      if (input.transaction_id && input.listing_id)
        throw invalid({ listing_id: 'Attach to a deal or a listing, not both' });
      const target = await resolveDocumentTarget(tx, actor, {
        transaction_id: input.transaction_id === undefined ? before.transactionId : input.transaction_id,
        listing_id:
          input.listing_id === undefined
            ? input.transaction_id
              ? null
              : before.listingId
            : input.listing_id,
      });
      Object.assign(patch, target);
      if (target.transactionId !== before.transactionId) {
        patch.folder = null;
        patch.checklistItemId = null;
      }
    }
    const dealId = patch.transactionId !== undefined ? patch.transactionId : before.transactionId;
    if (input.folder !== undefined) {
      if (input.folder && !dealId) throw invalid({ folder: 'Folders belong to deals' });
      patch.folder = input.folder;
    }
    if (input.checklist_item_id !== undefined) {
      if (input.checklist_item_id) {
        const item = dealId ? await findChecklistItemOfDeal(tx, dealId, input.checklist_item_id) : null;
        if (!item) throw invalid({ checklist_item_id: 'No such checklist item on this document’s deal' });
      }
      patch.checklistItemId = input.checklist_item_id;
    }
    await updateDocumentRow(tx, id, options.expectedVersion, patch);
    const linkChanged =
      patch.checklistItemId !== undefined && patch.checklistItemId !== before.checklistItemId;
    if (linkChanged || (patch.name && before.checklistItemId))
      await linkChecklistItems(
        tx,
        { id, name: patch.name ?? before.name },
        patch.checklistItemId ?? before.checklistItemId,
      );
    const after = { ...before, ...patch };
    await writeAudit(tx, {
      organizationId: after.organizationId,
      actorUserId: actor.userId,
      action:
        moving && (after.transactionId !== before.transactionId || after.listingId !== before.listingId)
          ? 'document.move'
          : 'document.update',
      entityType: 'document',
      entityId: id,
      before: documentAuditSnapshot(before),
      after: documentAuditSnapshot(after),
      requestId: options.requestId,
    });
  });
  return getDocument(db, actor, id);
}

/** Soft delete: the document leaves every list but stays (with its versions) until a broker restores it. */
export async function deleteDocument(db: Db, actor: Actor, id: string, options: WriteOptions) {
  assertCanEdit(actor);
  await db.transaction(async (tx) => {
    const row = await lockDocumentForWrite(tx, actor, id, options.expectedVersion);
    if (row.document.deletedAt) return;
    await updateDocumentRow(tx, id, options.expectedVersion, {
      deletedAt: new Date(),
      deletedBy: actor.userId,
    });
    await writeAudit(tx, {
      organizationId: row.document.organizationId,
      actorUserId: actor.userId,
      action: 'document.delete',
      entityType: 'document',
      entityId: id,
      before: { name: row.document.name },
      requestId: options.requestId,
    });
  });
  return { ok: true as const };
}

export async function restoreDocument(db: Db, actor: Actor, id: string, options: WriteOptions) {
  if (!canRestoreDocuments(actor)) throw notFound('Document');
  await db.transaction(async (tx) => {
    const row = await lockDocumentForWrite(tx, actor, id, options.expectedVersion);
    if (!row.document.deletedAt) throw new AppError('CONFLICT', 'The document is not deleted');
    await updateDocumentRow(tx, id, options.expectedVersion, { deletedAt: null, deletedBy: null });
    await writeAudit(tx, {
      organizationId: row.document.organizationId,
      actorUserId: actor.userId,
      action: 'document.restore',
      entityType: 'document',
      entityId: id,
      after: { name: row.document.name },
      requestId: options.requestId,
    });
  });
  return getDocument(db, actor, id);
}

/** The document's activity from the audit log, newest first. */
export async function documentActivity(db: Db, actor: Actor, id: string) {
  await loadDocument(db, actor, id);
  const rows = await findEntityHistory(db, { entityType: 'document', entityId: id, limit: 100, after: null });
  const names = await findUserNames(db, [
    ...new Set(rows.map((r) => r.actorUserId).filter((u): u is string => !!u)),
  ]);
  return {
    items: rows.slice(0, 100).map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      action: r.action,
      actor: r.actorUserId ? { id: r.actorUserId, name: names.get(r.actorUserId) ?? '' } : null,
      details: (r.after ?? r.before ?? null) as Record<string, unknown> | null,
    })),
  };
}
