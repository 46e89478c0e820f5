import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONSUMER_DISCLOSURE_VERSION,
  SigningDoneDto,
  SigningSessionDto,
  type SigningValue,
} from '@threshold/domain/envelopes/signing.contract';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { config } from '@/lib/env';

const key = (token: string) => ['signing', token] as const;

export const signingDocumentUrl = (token: string) => `${config.apiUrl}/api/sign/${token}/document`;

export function useSigningSession(token: string) {
  return useQuery({
    queryKey: key(token),
    queryFn: ({ signal }) => api.get(`/api/sign/${token}`, { schema: SigningSessionDto, signal }),
    // 404/409/410 are answers (unknown, not your turn, used or closed): show them, do not retry.
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
}

export function useSigningActions(token: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: key(token) });
  return {
    consent: useMutation({
      mutationFn: () =>
        api.post(
          `/api/sign/${token}/consent`,
          { disclosure_version: CONSUMER_DISCLOSURE_VERSION, agreed: true },
          { schema: SigningSessionDto },
        ),
      onSuccess: (session) => queryClient.setQueryData(key(token), session),
    }),
    complete: useMutation({
      mutationFn: (values: Record<string, SigningValue>) =>
        api.post(`/api/sign/${token}/complete`, { values }, { schema: SigningDoneDto }),
    }),
    decline: useMutation({
      mutationFn: (reason: string) =>
        api.post(`/api/sign/${token}/decline`, { reason }, { schema: SigningDoneDto }),
      onSettled: refresh,
    }),
  };
}
