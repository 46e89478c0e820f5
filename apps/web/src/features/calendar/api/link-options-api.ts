import { useQuery } from '@tanstack/react-query';
import { ContactPage } from '@threshold/domain/contacts/list-contacts.contract';
import { MemberList } from '@threshold/domain/organizations/list-members.contract';
import { TeamList } from '@threshold/domain/organizations/list-teams.contract';
import { ListingPage } from '@threshold/domain/listings/list-listings.contract';
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

/** The organization's teams (brokers and admins narrow the calendar to one). */
export function useTeamOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['calendar', 'team-options'],
    queryFn: ({ signal }) => api.get('/api/organization/teams', { schema: TeamList, signal }),
    enabled,
    staleTime: 300_000,
  });
}

/** Listings an open house can belong to (the caller's listing scope, newest change first). */
export function useListingOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['calendar', 'listing-options'],
    queryFn: ({ signal }) => api.get('/api/listings', { schema: ListingPage, signal, query: { limit: 100 } }),
    enabled,
    staleTime: 60_000,
  });
}
