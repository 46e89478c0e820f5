import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OfferStatusDto, type RespondToCounterInput } from '@threshold/domain/listings/offer-status.contract';
import {
  OfferLinkSummaryDto,
  OfferSubmittedDto,
  type SubmitOfferInput,
} from '@threshold/domain/listings/submit-offer.contract';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';

const keys = {
  link: (key: string) => ['offer-portal', 'link', key] as const,
  status: (token: string) => ['offer-portal', 'status', token] as const,
};

/** A 404 is an answer here ("no longer accepting offers"), not something to retry. */
const retryUnless404 = (count: number, error: unknown) =>
  !(isApiError(error) && error.status === 404) && count < 2;

export function useOfferLink(linkKey: string) {
  return useQuery({
    queryKey: keys.link(linkKey),
    queryFn: ({ signal }) => api.get(`/api/offer-links/${linkKey}`, { schema: OfferLinkSummaryDto, signal }),
    retry: retryUnless404,
  });
}

export function useSubmitOffer(linkKey: string) {
  return useMutation({
    mutationFn: (input: SubmitOfferInput) =>
      api.post(`/api/offer-links/${linkKey}`, input, { schema: OfferSubmittedDto }),
  });
}

export function useOfferStatus(token: string) {
  return useQuery({
    queryKey: keys.status(token),
    queryFn: ({ signal }) => api.get(`/api/offer-status/${token}`, { schema: OfferStatusDto, signal }),
    retry: retryUnless404,
  });
}

export function useOfferStatusActions(token: string) {
  const queryClient = useQueryClient();
  const saved = (status: OfferStatusDto) => queryClient.setQueryData(keys.status(token), status);
  return {
    respond: useMutation({
      mutationFn: (input: RespondToCounterInput) =>
        api.post(`/api/offer-status/${token}/respond`, input, { schema: OfferStatusDto }),
      onSuccess: saved,
    }),
    withdraw: useMutation({
      mutationFn: () => api.post(`/api/offer-status/${token}/withdraw`, {}, { schema: OfferStatusDto }),
      onSuccess: saved,
    }),
  };
}
