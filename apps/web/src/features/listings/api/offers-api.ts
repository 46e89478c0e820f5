import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OfferLinkDto, type SaveOfferLinkInput } from '@threshold/domain/listings/offer-link.contract';
import { OfferDto, OfferList, type CounterTerms } from '@threshold/domain/listings/offer.contract';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { versionHeaders } from '@/lib/versioned-mutation';
import { listingsKeys } from './listings-keys';

/** The listing's offer link, or null before one is made (the API's 404). */
export function useOfferLink(listingId: string) {
  return useQuery({
    queryKey: listingsKeys.offerLink(listingId),
    queryFn: async ({ signal }) => {
      try {
        return await api.get(`/api/listings/${listingId}/offer-link`, { schema: OfferLinkDto, signal });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function useSaveOfferLink(listingId: string, version: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveOfferLinkInput) =>
      api.put(`/api/listings/${listingId}/offer-link`, input, {
        schema: OfferLinkDto,
        headers: version === undefined ? {} : versionHeaders(version),
      }),
    onSuccess: (link) => queryClient.setQueryData(listingsKeys.offerLink(listingId), link),
  });
}

export function useListingOffers(listingId: string) {
  return useQuery({
    queryKey: listingsKeys.offers(listingId),
    queryFn: ({ signal }) => api.get(`/api/listings/${listingId}/offers`, { schema: OfferList, signal }),
  });
}

export type OfferDecision = 'review' | 'accept' | 'reject' | 'backup';

/** Decisions on one offer, each based on the version on screen; the listing and its link may change too. */
export function useOfferDecisions(offer: OfferDto) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: listingsKeys.detail(offer.listing_id) });
  const headers = versionHeaders(offer.version);
  return {
    decide: useMutation({
      mutationFn: (verb: OfferDecision) =>
        api.post(`/api/offers/${offer.id}/${verb}`, {}, { schema: OfferDto, headers }),
      onSuccess: refresh,
    }),
    counter: useMutation({
      mutationFn: (input: { terms: CounterTerms; message: string | null }) =>
        api.post(`/api/offers/${offer.id}/counter`, input, { schema: OfferDto, headers }),
      onSuccess: refresh,
    }),
  };
}
