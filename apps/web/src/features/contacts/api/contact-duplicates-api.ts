import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DuplicateMatchList, DuplicatePairList } from '@threshold/domain/contacts/findDuplicates.contract';
import {
  MergeContactsOutput,
  type MergeContactsInput,
} from '@threshold/domain/contacts/mergeContacts.contract';
import { api } from '@/lib/api-client';
import { contactsKeys } from './contacts-keys';

export function useDuplicatePairs(contactId: string | null) {
  return useQuery({
    queryKey: contactsKeys.duplicates(contactId),
    queryFn: ({ signal }) =>
      api.get('/api/contacts/duplicates', {
        schema: DuplicatePairList,
        signal,
        query: { limit: 100, contact_id: contactId ?? undefined },
      }),
  });
}

export function useMergeContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ survivorId, ...input }: MergeContactsInput & { survivorId: string }) =>
      api.post(`/api/contacts/${survivorId}/merge`, input, { schema: MergeContactsOutput }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsKeys.all }),
  });
}

export interface DuplicateDraft {
  first_name: string;
  last_name: string;
  emails: { label: string; value: string }[];
  phones: { label: string; value: string }[];
}

/** Who already matches this draft (quick add warns before creating a second record). */
export function checkDuplicates(draft: DuplicateDraft, signal?: AbortSignal) {
  return api.post('/api/contacts/duplicates/check', draft, { schema: DuplicateMatchList, signal });
}
