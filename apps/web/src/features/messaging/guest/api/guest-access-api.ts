import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  GuestConversationDto,
  RedeemedGuestLinkDto,
} from '@threshold/domain/messaging/conversation-guest.contract';
import { MessageDto, MessagePage } from '@threshold/domain/messaging/message.contract';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { useRealtimeInvalidation } from '@/lib/realtime';

/** An outside guest's one conversation (ADR 0169): /api/guest, with the guest cookie. */
const keys = {
  all: ['guest'] as const,
  conversation: () => [...keys.all, 'conversation'] as const,
  messages: () => [...keys.all, 'messages'] as const,
};

/** A 401 is an answer (the link ended), not something to retry. */
const retryUnless401 = (count: number, error: unknown) =>
  !(isApiError(error) && error.status === 401) && count < 2;

export function useRedeemGuestLink() {
  return useMutation({
    mutationFn: (token: string) => api.post('/api/guest/redeem', { token }, { schema: RedeemedGuestLinkDto }),
  });
}

export function useGuestConversation() {
  return useQuery({
    queryKey: keys.conversation(),
    queryFn: ({ signal }) => api.get('/api/guest/conversation', { schema: GuestConversationDto, signal }),
    retry: retryUnless401,
  });
}

/** Newest page first; fetchNextPage loads older ones. Live over the guest's own socket. */
export function useGuestMessages(enabled: boolean) {
  useRealtimeInvalidation(enabled ? { resource: 'messages' } : null, () => [keys.messages()], 'guest');
  return useInfiniteQuery({
    queryKey: keys.messages(),
    enabled,
    queryFn: ({ pageParam, signal }) =>
      api.get('/api/guest/messages', {
        schema: MessagePage,
        signal,
        query: { limit: 50, cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    retry: retryUnless401,
  });
}

export function useGuestSend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api.post('/api/guest/messages', { body }, { schema: MessageDto }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.messages() }),
  });
}
