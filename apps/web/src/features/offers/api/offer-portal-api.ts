import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OfferStatusDto, type RespondToCounterInput } from '@threshold/domain/listings/offer-status.contract';
import {
  OfferLinkSummaryDto,
  OfferSubmittedDto,
  type SubmitOfferInput,
} from '@threshold/domain/listings/submit-offer.contract';
import { photoVariantName, type PhotoVariantSize } from '@threshold/domain/listings/listing-photo.contract';
import {
  OfferAttachmentDto,
  type OfferAttachmentKind,
} from '@threshold/domain/listings/offer-attachment.contract';
import { api } from '@/lib/api-client';
import { config } from '@/lib/env';
import { uploadFile } from '@/lib/upload-file';
import { isApiError } from '@/lib/api-error';

const keys = {
  link: (key: string) => ['offer-portal', 'link', key] as const,
  status: (token: string) => ['offer-portal', 'status', token] as const,
};

/** A 4xx is an answer here ("no longer accepting offers", "brokerage suspended"), not something to retry. */
const retryUnlessAnswered = (count: number, error: unknown) =>
  !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2;

export function useOfferLink(linkKey: string) {
  return useQuery({
    queryKey: keys.link(linkKey),
    queryFn: ({ signal }) => api.get(`/api/offer-links/${linkKey}`, { schema: OfferLinkSummaryDto, signal }),
    retry: retryUnlessAnswered,
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
    retry: retryUnlessAnswered,
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

/** Sends one attachment through the status link (the body is the file, ADR 0132). */
export function uploadOfferAttachment(
  token: string,
  file: File,
  kind: OfferAttachmentKind,
  onProgress: (sent: number, total: number) => void,
) {
  const query = new URLSearchParams({ kind, filename: file.name || 'attachment' });
  return uploadFile(
    `${config.apiUrl}/api/offer-status/${token}/attachments?${query.toString()}`,
    file,
    OfferAttachmentDto,
    onProgress,
  );
}

export const ownAttachmentUrl = (token: string, attachmentId: string) =>
  `${config.apiUrl}/api/offer-status/${token}/attachments/${attachmentId}`;

export const refreshOfferStatus = (queryClient: ReturnType<typeof useQueryClient>, token: string) =>
  queryClient.invalidateQueries({ queryKey: keys.status(token) });

/** A photo of the listing through the public link (answers only while the link takes offers). */
export const portalPhotoUrl = (
  linkKey: string,
  photoId: string,
  size: PhotoVariantSize,
  format: 'webp' | 'jpg' = 'webp',
) => `${config.apiUrl}/api/offer-links/${linkKey}/photos/${photoId}/${photoVariantName(size, format)}`;
