import type { DocumentDto, DocumentVersionDto } from '@threshold/domain/documents/document.contract';
import type { DocumentType, DocumentSource } from '@threshold/domain/documents/document-enums';
import type { ApprovalSummary } from './document-approval-summary';
import type { DocumentRow } from './documents.repository';
import type { documentVersions } from './documents.schema';

type VersionRow = typeof documentVersions.$inferSelect;

const person = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

export function toVersionDto(v: VersionRow, uploaderName: string | null): DocumentVersionDto {
  return {
    id: v.id,
    number: v.number,
    size_bytes: v.sizeBytes,
    content_type: 'application/pdf',
    source: v.source as DocumentSource,
    original_filename: v.originalFilename,
    sha256: v.sha256,
    uploaded_by: person(v.uploadedBy, uploaderName),
    created_at: v.createdAt.toISOString(),
  };
}

/** The API shape of a document; never the storage key. */
export function toDocumentDto(
  row: DocumentRow,
  options: { canEdit: boolean; approval: ApprovalSummary },
): DocumentDto {
  const d = row.document;
  return {
    id: d.id,
    version: d.version,
    name: d.name,
    document_type: d.documentType as DocumentType,
    attached_to: d.transactionId ? 'deal' : d.listingId ? 'listing' : d.contactId ? 'contact' : 'personal',
    transaction: d.transactionId ? { id: d.transactionId, name: row.transactionTitle ?? '' } : null,
    listing: d.listingId ? { id: d.listingId, name: row.listingAddress ?? '' } : null,
    contact: d.contactId ? { id: d.contactId, name: row.contactName ?? '' } : null,
    folder: d.folder,
    shared_with_clients: d.sharedWithClients,
    checklist_item: d.checklistItemId ? { id: d.checklistItemId, title: row.checklistTitle ?? '' } : null,
    status: d.deletedAt ? 'deleted' : 'active',
    deleted_at: d.deletedAt?.toISOString() ?? null,
    owner: person(d.ownerId, row.ownerName),
    current: toVersionDto(row.current, row.uploaderName),
    version_count: row.versionCount,
    can_edit: options.canEdit,
    ...options.approval,
    created_at: d.createdAt.toISOString(),
    updated_at: d.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a document (no storage keys, no file contents). */
export const documentAuditSnapshot = (d: DocumentRow['document']) => ({
  name: d.name,
  document_type: d.documentType,
  transaction_id: d.transactionId,
  listing_id: d.listingId,
  contact_id: d.contactId,
  folder: d.folder,
  shared_with_clients: d.sharedWithClients,
  checklist_item_id: d.checklistItemId,
});
