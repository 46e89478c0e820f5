import { z } from 'zod';
import { Uuid } from '../transactions/transaction-common.contract';

/** Attach a document (uploaded through /api/documents) to a lease. */
export const AttachLeaseDocumentInput = z.strictObject({ document_id: Uuid('document') });
export type AttachLeaseDocumentInput = z.infer<typeof AttachLeaseDocumentInput>;

export const LeaseDocumentParams = z.strictObject({ id: Uuid('lease'), documentId: Uuid('document') });

export const LeaseDocumentDto = z.object({
  document_id: z.uuid(),
  name: z.string(),
  document_type: z.string(),
  shared_with_clients: z.boolean(),
  size_bytes: z.number().int(),
  attached_at: z.iso.datetime(),
});

/** A lease's documents, newest first; renters and landlords see only the ones shared with clients. */
export const LeaseDocumentsDto = z.object({ items: z.array(LeaseDocumentDto) });
export type LeaseDocumentsDto = z.infer<typeof LeaseDocumentsDto>;
