import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BulkUpdateContactsOutput,
  type BulkAction,
} from '@threshold/domain/contacts/bulk-update-contacts.contract';
import type { ExportFormat } from '@threshold/domain/contacts/export-contacts.contract';
import { api } from '@/lib/api-client';
import { fetchCsv, saveBlob } from '@/lib/csv-download';
import { toExportBody, type ContactsUrlState } from '../lib/contacts-url-state';
import { contactsKeys } from './contacts-keys';

export function useBulkUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids: string[]; action: BulkAction }) =>
      api.post('/api/contacts/bulk', input, { schema: BulkUpdateContactsOutput }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsKeys.all }),
  });
}

const FALLBACK_NAME: Record<ExportFormat, string> = {
  csv: 'contacts.csv',
  google_csv: 'contacts-google.csv',
  vcard: 'contacts.vcf',
};

/** The filtered list (or the chosen ids) as CSV, Google CSV or vCard, saved as a file; answers its row count and cut. */
export function useExportContacts() {
  return useMutation({
    mutationFn: async ({
      state,
      ids,
      format = 'csv',
    }: {
      state: ContactsUrlState;
      ids?: string[];
      format?: ExportFormat;
    }) => {
      const file = await fetchCsv('/api/contacts/export', {
        body: { ...toExportBody(state, ids), format },
        fallbackName: FALLBACK_NAME[format],
      });
      saveBlob(file.blob, file.fileName);
      return file;
    },
  });
}
