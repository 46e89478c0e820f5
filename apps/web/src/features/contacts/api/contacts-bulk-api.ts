import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BulkUpdateContactsOutput,
  type BulkAction,
} from '@threshold/domain/contacts/bulkUpdateContacts.contract';
import { ExportContactsOutput } from '@threshold/domain/contacts/exportContacts.contract';
import { api } from '@/lib/api-client';
import { toExportBody, type ContactsUrlState } from '../lib/contacts-url-state';
import { downloadText } from '../lib/download';
import { contactsKeys } from './contacts-keys';

export function useBulkUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids: string[]; action: BulkAction }) =>
      api.post('/api/contacts/bulk', input, { schema: BulkUpdateContactsOutput }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsKeys.all }),
  });
}

/** CSV of the filtered list (or of the chosen ids), saved as a file. */
export function useExportContacts() {
  return useMutation({
    mutationFn: async ({ state, ids }: { state: ContactsUrlState; ids?: string[] }) => {
      const answer = await api.post('/api/contacts/export', toExportBody(state, ids), {
        schema: ExportContactsOutput,
      });
      downloadText(answer.csv, answer.filename, answer.content_type);
      return answer;
    },
  });
}
