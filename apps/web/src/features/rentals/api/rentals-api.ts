import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ContactPage } from '@threshold/domain/contacts/list-contacts.contract';
import {
  LeaseDto,
  LeasePage,
  type CreateLeaseInput,
  type TransitionLeaseInput,
} from '@threshold/domain/rentals/lease.contract';
import { RentalDashboardDto, RentRollPage } from '@threshold/domain/rentals/rental-dashboard.contract';
import { PropertyPage } from '@threshold/domain/listings/list-properties.contract';
import {
  RentalPropertyDetailDto,
  RentalPropertyPage,
  RentalUnitDto,
  type CreateRentalPropertyInput,
  type CreateUnitInput,
} from '@threshold/domain/rentals/rental-property.contract';
import { LeaseLedgerDto, type PostLedgerEntryInput } from '@threshold/domain/rentals/rent-ledger.contract';
import { api } from '@/lib/api-client';
import { versionHeaders } from '@/lib/versioned-mutation';
import { rentalsKeys } from './rentals-keys';

export function useRentalDashboard() {
  return useQuery({
    queryKey: rentalsKeys.dashboard(),
    queryFn: ({ signal }) => api.get('/api/rentals/dashboard', { schema: RentalDashboardDto, signal }),
  });
}

export function useRentRoll() {
  return useInfiniteQuery({
    queryKey: rentalsKeys.rentRoll(),
    queryFn: ({ pageParam, signal }) =>
      api.get('/api/rentals/rent-roll', {
        schema: RentRollPage,
        signal,
        query: { limit: 200, cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useRentalProperties() {
  return useInfiniteQuery({
    queryKey: rentalsKeys.properties(),
    queryFn: ({ pageParam, signal }) =>
      api.get('/api/rentals/properties', {
        schema: RentalPropertyPage,
        signal,
        query: { limit: 100, cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useRentalProperty(id: string) {
  return useQuery({
    queryKey: rentalsKeys.property(id),
    queryFn: ({ signal }) =>
      api.get(`/api/rentals/properties/${id}`, { schema: RentalPropertyDetailDto, signal }),
  });
}

export function useLeases(query: { rental_property_id?: string; status?: string }) {
  const params = new URLSearchParams(Object.entries(query).filter(([, v]) => v) as [string, string][]);
  return useInfiniteQuery({
    queryKey: rentalsKeys.leases(params.toString()),
    queryFn: ({ pageParam, signal }) =>
      api.get('/api/rentals/leases', {
        schema: LeasePage,
        signal,
        query: { ...query, limit: 100, cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useLease(id: string) {
  return useQuery({
    queryKey: rentalsKeys.lease(id),
    queryFn: ({ signal }) => api.get(`/api/rentals/leases/${id}`, { schema: LeaseDto, signal }),
  });
}

export function useLeaseLedger(id: string) {
  return useQuery({
    queryKey: rentalsKeys.ledger(id),
    queryFn: ({ signal }) => api.get(`/api/rentals/leases/${id}/ledger`, { schema: LeaseLedgerDto, signal }),
  });
}

export function usePostLedgerEntry(leaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PostLedgerEntryInput) =>
      api.post(`/api/rentals/leases/${leaseId}/ledger`, input, { schema: LeaseLedgerDto }),
    onSuccess: async (ledger) => {
      queryClient.setQueryData(rentalsKeys.ledger(leaseId), ledger);
      await queryClient.invalidateQueries({ queryKey: rentalsKeys.all });
    },
  });
}

/** A lease step (activate, give notice, end), based on the version shown; a stale one answers 409. */
export function useTransitionLease(lease: LeaseDto) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TransitionLeaseInput) =>
      api.post(`/api/rentals/leases/${lease.id}/transition`, input, {
        schema: LeaseDto,
        headers: versionHeaders(lease.version),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rentalsKeys.all }),
  });
}

export function useCreateLease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateLeaseInput) => api.post('/api/rentals/leases', input, { schema: LeaseDto }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rentalsKeys.all }),
  });
}

/** CRM contacts matching `q`, to pick a tenant from. */
export function useTenantSearch(q: string) {
  return useQuery({
    queryKey: [...rentalsKeys.all, 'tenant-search', q] as const,
    queryFn: ({ signal }) =>
      api.get('/api/contacts', { schema: ContactPage, signal, query: { q, limit: 10 } }),
    enabled: q.trim().length >= 2,
  });
}

/** Real Estate properties matching `q`, to put one under rental management. */
export function usePropertySearch(q: string) {
  return useQuery({
    queryKey: [...rentalsKeys.all, 'property-search', q] as const,
    queryFn: ({ signal }) =>
      api.get('/api/properties', { schema: PropertyPage, signal, query: { q, limit: 10 } }),
    enabled: q.trim().length >= 2,
  });
}

export function useCreateRentalProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateRentalPropertyInput) =>
      api.post('/api/rentals/properties', input, { schema: RentalPropertyDetailDto }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rentalsKeys.all }),
  });
}

export function useCreateUnit(rentalPropertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateUnitInput) =>
      api.post(`/api/rentals/properties/${rentalPropertyId}/units`, input, { schema: RentalUnitDto }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rentalsKeys.all }),
  });
}
