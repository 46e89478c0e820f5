import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ListingDto, type CreateListingInput } from '@threshold/domain/listings/create-listing.contract';
import { PropertyDto, type CreatePropertyInput } from '@threshold/domain/listings/create-property.contract';
import { ListingsSummaryDto } from '@threshold/domain/listings/get-listings-summary.contract';
import { ListingPage } from '@threshold/domain/listings/list-listings.contract';
import { PropertyPage } from '@threshold/domain/listings/list-properties.contract';
import type {
  TransitionListingInput,
  UpdateListingInput,
} from '@threshold/domain/listings/update-listing.contract';
import { api } from '@/lib/api-client';
import { useFilteredPages } from '@/lib/use-filtered-pages';
import { versionHeaders } from '@/lib/versioned-mutation';
import { listingsKeys } from './listings-keys';

/** Keyset pages of the filtered listing list (`params` = the API query of the URL state). */
export function useListingList(params: URLSearchParams) {
  return useFilteredPages(listingsKeys.list(params.toString()), '/api/listings', params, ListingPage);
}

export function useListing(id: string) {
  return useQuery({
    queryKey: listingsKeys.detail(id),
    queryFn: ({ signal }) => api.get(`/api/listings/${id}`, { schema: ListingDto, signal }),
  });
}

export function useProperties(q: string) {
  return useQuery({
    queryKey: listingsKeys.properties(q),
    queryFn: ({ signal }) =>
      api.get('/api/properties', { schema: PropertyPage, signal, query: { q: q || undefined, limit: 100 } }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePropertyInput) => api.post('/api/properties', input, { schema: PropertyDto }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingsKeys.all }),
  });
}

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateListingInput) => api.post('/api/listings', input, { schema: ListingDto }),
    onSuccess: async (listing) => {
      queryClient.setQueryData(listingsKeys.detail(listing.id), listing);
      await queryClient.invalidateQueries({ queryKey: ['listings', 'list'] });
    },
  });
}

/** Writes to one listing, each based on the version on screen (a stale one answers 409). */
export function useListingWrites(listing: ListingDto) {
  const queryClient = useQueryClient();
  const saved = async (next: ListingDto) => {
    queryClient.setQueryData(listingsKeys.detail(next.id), next);
    await queryClient.invalidateQueries({ queryKey: ['listings', 'list'] });
  };
  const headers = versionHeaders(listing.version);
  return {
    transition: useMutation({
      mutationFn: (input: TransitionListingInput) =>
        api.post(`/api/listings/${listing.id}/transition`, input, { schema: ListingDto, headers }),
      onSuccess: saved,
    }),
    update: useMutation({
      mutationFn: (input: UpdateListingInput) =>
        api.patch(`/api/listings/${listing.id}`, input, { schema: ListingDto, headers }),
      onSuccess: saved,
    }),
  };
}

export function useListingsSummary() {
  return useQuery({
    queryKey: [...listingsKeys.all, 'summary'] as const,
    queryFn: ({ signal }) => api.get('/api/listings/summary', { schema: ListingsSummaryDto, signal }),
  });
}

export function useProperty(id: string) {
  return useQuery({
    queryKey: listingsKeys.property(id),
    queryFn: ({ signal }) => api.get(`/api/properties/${id}`, { schema: PropertyDto, signal }),
  });
}
