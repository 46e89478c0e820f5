import { ImportReport, type ImportContactsInput } from '@threshold/domain/contacts/import-contacts.contract';
import { api } from '@/lib/api-client';

/** One batch of an import (or of its dry run). */
export function sendImportBatch(input: ImportContactsInput, signal?: AbortSignal) {
  return api.post('/api/contacts/import', input, { schema: ImportReport, signal });
}
