import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DuplicateMatchList, DuplicatePairList } from '@threshold/domain/contacts/find-duplicates.contract';
import {
  MergeContactsOutput,
  type MergeContactsInput,
} from '@threshold/domain/contacts/merge-contacts.contract';
import { api } from '@/lib/api-client';
import { versionHeaders } from '@/lib/versioned-mutation';
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

/**
 * Merges as the user saw both contacts (issue 19, ADR 0092): the survivor's version as If-Match, the
 * duplicate's as `duplicate_version`. A 409 STALE_VERSION carries the contact that moved on.
 */
export function useMergeContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      survivorId,
      survivorVersion,
      ...input
    }: MergeContactsInput & { survivorId: string; survivorVersion: number; duplicate_version: number }) =>
      api.post(`/api/contacts/${survivorId}/merge`, input, {
        schema: MergeContactsOutput,
        headers: versionHeaders(survivorVersion),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactsKeys.all }),
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
