import { z } from 'zod';
import { Cursor, PageLimit, Text, Uuid } from '../transactions/transaction-common.contract';
import {
  DOCUMENT_APPROVAL_STATES,
  DOCUMENT_ATTACHMENTS,
  DOCUMENT_NAME_MAX,
  DOCUMENT_SOURCES,
  DOCUMENT_TYPES,
  FOLDER_NAME_MAX,
  WAITING_REASONS,
} from './document-enums';

export const DocumentTypeSchema = z.enum(DOCUMENT_TYPES);
export const DocumentAttachmentSchema = z.enum(DOCUMENT_ATTACHMENTS);
export const DocumentName = Text(DOCUMENT_NAME_MAX).pipe(z.string().min(1, 'Required'));
/** A folder of a deal's documents: one level, a name; null = the deal's top level. */
export const FolderName = Text(FOLDER_NAME_MAX)
  .pipe(z.string().min(1, 'Required'))
  .refine((s) => !s.includes('/'), 'No slashes in a folder name');

export const DocumentIdParams = z.strictObject({ id: Uuid('document') });
export type DocumentIdParams = z.infer<typeof DocumentIdParams>;

const PersonName = z.object({ id: z.string(), name: z.string() }).nullable();

export const DocumentVersionDto = z.object({
  id: z.string(),
  number: z.int(),
  size_bytes: z.int(),
  content_type: z.literal('application/pdf'),
  source: z.enum(DOCUMENT_SOURCES),
  original_filename: z.string(),
  sha256: z.string(),
  uploaded_by: PersonName,
  created_at: z.string(),
});
export type DocumentVersionDto = z.infer<typeof DocumentVersionDto>;

/** A document and its current version; `versions` (newest first) on the detail only. */
export const DocumentDto = z.object({
  id: z.string(),
  version: z.int(),
  name: z.string(),
  document_type: DocumentTypeSchema,
  attached_to: DocumentAttachmentSchema,
  transaction: z.object({ id: z.string(), name: z.string() }).nullable(),
  listing: z.object({ id: z.string(), name: z.string() }).nullable(),
  contact: z.object({ id: z.string(), name: z.string() }).nullable(),
  folder: z.string().nullable(),
  shared_with_clients: z.boolean(),
  checklist_item: z.object({ id: z.string(), title: z.string() }).nullable(),
  status: z.enum(['active', 'deleted']),
  deleted_at: z.string().nullable(),
  owner: PersonName,
  current: DocumentVersionDto,
  version_count: z.int(),
  can_edit: z.boolean(),
  /** The approval of the current version (ADR 0165). */
  approval_state: z.enum(DOCUMENT_APPROVAL_STATES),
  /** What the document waits for from the caller, oldest first (ADR 0166); empty when nothing. */
  waiting: z.array(z.object({ reason: z.enum(WAITING_REASONS), since: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
  versions: z.array(DocumentVersionDto).optional(),
});
export type DocumentDto = z.infer<typeof DocumentDto>;

const boolish = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

/**
 * Where an upload goes and what it is; sent as the query string of POST /api/documents, whose body
 * is the file itself (streamed, ADR 0113). One of transaction_id / listing_id / contact_id, or none (own space).
 */
export const UploadDocumentQuery = z
  .strictObject({
    name: DocumentName,
    document_type: DocumentTypeSchema.default('other'),
    transaction_id: Uuid('deal').optional(),
    listing_id: Uuid('listing').optional(),
    contact_id: Uuid('contact').optional(),
    folder: FolderName.optional(),
    shared_with_clients: boolish,
    filename: Text(255).optional(),
  })
  .refine((q) => !(q.transaction_id && q.listing_id), {
    message: 'Attach to a deal or a listing, not both',
    path: ['listing_id'],
  })
  .refine((q) => !(q.contact_id && (q.transaction_id || q.listing_id)), {
    message: 'Attach to a contact alone',
    path: ['contact_id'],
  })
  .refine((q) => !q.folder || q.transaction_id, {
    message: 'Folders belong to deals',
    path: ['folder'],
  });
export type UploadDocumentQuery = z.infer<typeof UploadDocumentQuery>;

/** A new version of a document: the body is the file. */
export const UploadVersionQuery = z.strictObject({ filename: Text(255).optional() });
export type UploadVersionQuery = z.infer<typeof UploadVersionQuery>;

export const DownloadQuery = z.strictObject({
  version: z.coerce.number().int().min(1).optional(),
  disposition: z.enum(['inline', 'attachment']).default('attachment'),
});
export type DownloadQuery = z.infer<typeof DownloadQuery>;

/** Rename, retype, move (to another deal, listing, folder or the own space), share, link to a checklist item. */
export const UpdateDocumentInput = z.strictObject({
  name: DocumentName.optional(),
  document_type: DocumentTypeSchema.optional(),
  transaction_id: Uuid('deal').nullable().optional(),
  listing_id: Uuid('listing').nullable().optional(),
  folder: FolderName.nullable().optional(),
  shared_with_clients: z.boolean().optional(),
  checklist_item_id: Uuid('checklist item').nullable().optional(),
});
export type UpdateDocumentInput = z.infer<typeof UpdateDocumentInput>;

export const ListDocumentsQuery = z.strictObject({
  transaction_id: Uuid('deal').optional(),
  listing_id: Uuid('listing').optional(),
  contact_id: Uuid('contact').optional(),
  /** `me`: only documents waiting for the caller (an approval pending on them, or their signature; ADR 0166). */
  waiting: z.enum(['me']).optional(),
  attached_to: DocumentAttachmentSchema.optional(),
  document_type: DocumentTypeSchema.optional(),
  folder: Text(FOLDER_NAME_MAX).optional(),
  status: z.enum(['active', 'deleted']).default('active'),
  q: Text(100).optional(),
  limit: PageLimit,
  cursor: Cursor.optional(),
});
export type ListDocumentsQuery = z.infer<typeof ListDocumentsQuery>;

export const DocumentPage = z.object({ items: z.array(DocumentDto), nextCursor: z.string().nullable() });
export type DocumentPage = z.infer<typeof DocumentPage>;

export const DocumentActivityDto = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      at: z.string(),
      action: z.string(),
      actor: PersonName,
      details: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
});
export type DocumentActivityDto = z.infer<typeof DocumentActivityDto>;
