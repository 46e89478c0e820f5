import { sql } from 'drizzle-orm';
import { combineApprovalState } from '@threshold/domain/documents/document-approval-state';
import type { ApprovalRequestStatus } from '@threshold/domain/documents/document-enums';
import type { DbOrTx } from '../../../platform/db/client';
import { documentApprovals } from '../../documents/document-approvals.schema';
import { documents } from '../../documents/documents.schema';

/**
 * The approval state of the document a checklist item links to (ADR 0165): the latest live request
 * of each approver on the document's current version, combined. Read through the schema only, so the
 * transactions module does not depend on the documents module's code.
 */
export async function linkedDocumentApprovalState(db: DbOrTx, documentId: string) {
  const result = await db.execute(sql`
    select distinct on (a.approver_id) a.status
    from ${documentApprovals} a
    join ${documents} d on d.id = a.document_id and a.document_version = d.current_version
    where a.document_id = ${documentId}::uuid and a.status <> 'cancelled'
    order by a.approver_id, a.created_at desc, a.id desc`);
  const rows = (result as unknown as { rows: { status: ApprovalRequestStatus }[] }).rows;
  return combineApprovalState(rows.map((r) => r.status));
}
