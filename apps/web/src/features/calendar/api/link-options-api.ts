import { useQuery } from '@tanstack/react-query';
import { ContactPage } from '@threshold/domain/contacts/list-contacts.contract';
import { MemberList } from '@threshold/domain/organizations/list-members.contract';
import { TransactionPage } from '@threshold/domain/transactions/list-transactions.contract';
import { api } from '@/lib/api-client';

/** Deals an event can be linked to: the caller's open deals, most recently changed first. */
export function useDealOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['calendar', 'deal-options'],
    queryFn: ({ signal }) =>
      api.get('/api/transactions', {
        schema: TransactionPage,
        signal,
        query: { limit: 100, status: 'draft,active,under_contract', sort: '-updated_at' },
      }),
    enabled,
    staleTime: 60_000,
  });
}

/** Contacts an event can be with (the caller's visible contacts, by name). */
export function useContactOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['calendar', 'contact-options'],
    queryFn: ({ signal }) => api.get('/api/contacts', { schema: ContactPage, signal, query: { limit: 100 } }),
    enabled,
    staleTime: 60_000,
  });
}

/** People whose calendar a broker or team leader may narrow to (the organization's directory; staff only). */
export function usePeopleOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['calendar', 'people-options'],
    queryFn: ({ signal }) =>
      api.get('/api/organization/members', { schema: MemberList, signal, query: { limit: 200 } }),
    enabled,
    staleTime: 300_000,
  });
}
