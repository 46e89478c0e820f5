import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { ContactDto } from '@threshold/domain/contacts/contact.contract';
import type { CreateContactRequest } from '@threshold/domain/contacts/create-contact.contract';
import { ContactFacetsDto } from '@threshold/domain/contacts/get-contact-facets.contract';
import { ContactPage } from '@threshold/domain/contacts/list-contacts.contract';
import type { UpdateContactInput } from '@threshold/domain/contacts/update-contact.contract';
import { api, apiRequest } from '@/lib/api-client';
import { useVersionedMutation, versionHeaders } from '@/lib/versioned-mutation';
import { toApiParams, type ContactsUrlState } from '../lib/contacts-url-state';
import { contactsKeys } from './contacts-keys';

export const PAGE_SIZE = 50;

/** Keyset pages of the filtered list; `extra` narrows further (the board's stage column). */
export function useContactList(state: ContactsUrlState, extra: Record<string, string> = {}, enabled = true) {
  const params = toApiParams(state, { sort: state.sort, limit: String(PAGE_SIZE), ...extra });
  return useInfiniteQuery({
    queryKey: contactsKeys.list(params.toString()),
    queryFn: ({ pageParam, signal }) => {
      const page = new URLSearchParams(params);
      if (pageParam) page.set('cursor', pageParam);
      return api.get(`/api/contacts?${page.toString()}`, { schema: ContactPage, signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useContactFacets(state: ContactsUrlState) {
  const params = toApiParams(state).toString();
  return useQuery({
    queryKey: contactsKeys.facets(params),
    queryFn: ({ signal }) =>
      api.get(`/api/contacts/facets${params ? `?${params}` : ''}`, { schema: ContactFacetsDto, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useContact(id: string) {
  return useQuery({
    queryKey: contactsKeys.detail(id),
    queryFn: ({ signal }) => api.get(`/api/contacts/${id}`, { schema: ContactDto, signal }),
  });
}

export function createContact(input: CreateContactRequest) {
  return api.post('/api/contacts', input, { schema: ContactDto });
}

export function useCreateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsKeys.all }),
  });
}

/**
 * Edits of a contact, conditional on the version `contact` was opened with (issue 19): a 409 keeps
 * the input in `conflict`; saves and "discard mine" refresh the cached contact (and its version).
 */
export function useVersionedContactEdit(contact: ContactDto) {
  const queryClient = useQueryClient();
  const refresh = (fresh: ContactDto) => {
    queryClient.setQueryData(contactsKeys.detail(contact.id), fresh);
    // Stage and owner changes add timeline entries; lists and counts move too.
    return queryClient.invalidateQueries({ queryKey: contactsKeys.all });
  };
  return useVersionedMutation({
    version: contact.version,
    recordSchema: ContactDto,
    send: (input: Partial<Record<keyof UpdateContactInput, unknown>>, headers) =>
      api.patch(`/api/contacts/${contact.id}`, input, { schema: ContactDto, headers }),
    versionOf: (saved) => saved.version,
    onSaved: refresh,
    onDiscard: refresh,
  });
}

/** Deletes the contact as the user saw it (`version`, issue 19); a 409 refreshes the contact shown. */
export function useDeleteContact(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) =>
      apiRequest(`/api/contacts/${id}`, { method: 'DELETE', headers: versionHeaders(version) }),
    // The detail stays cached until the page has moved on (no "not found" flash).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsKeys.lists() }),
    onError: () => queryClient.invalidateQueries({ queryKey: contactsKeys.detail(id) }),
  });
}

/** Claims the lead as the agent saw it (`version`, issue 19); any refusal refreshes the contact and lists. */
export function useClaimContact(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) =>
      api.post(`/api/contacts/${id}/claim`, {}, { schema: ContactDto, headers: versionHeaders(version) }),
    onSuccess: (contact) => {
      queryClient.setQueryData(contactsKeys.detail(id), contact);
      void queryClient.invalidateQueries({ queryKey: contactsKeys.all });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: contactsKeys.all }),
  });
}
