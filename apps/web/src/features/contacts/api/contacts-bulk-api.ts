import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BulkUpdateContactsOutput,
  type BulkAction,
} from '@threshold/domain/contacts/bulkUpdateContacts.contract';
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

/** CSV of the filtered list (or of the chosen ids), saved as a file; answers its row count and cut. */
export function useExportContacts() {
  return useMutation({
    mutationFn: async ({ state, ids }: { state: ContactsUrlState; ids?: string[] }) => {
      const file = await fetchCsv('/api/contacts/export', {
        body: toExportBody(state, ids),
        fallbackName: 'contacts.csv',
      });
      saveBlob(file.blob, file.fileName);
      return file;
    },
  });
}
