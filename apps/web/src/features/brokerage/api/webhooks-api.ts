import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  WebhookDeliveryDto,
  WebhookDeliveryPage,
  WebhookDto,
  WebhookList,
  WebhookWithSecret,
  type CreateWebhookInput,
  type UpdateWebhookInput,
} from '@threshold/domain/webhooks/webhook.contract';
import { z } from 'zod';
import { api, apiRequest } from '@/lib/api-client';
import { versionHeaders } from '@/lib/versioned-mutation';

const WEBHOOKS_KEY = ['brokerage', 'webhooks'] as const;
const path = (id: string, rest = '') => `/api/webhooks/${encodeURIComponent(id)}${rest}`;

export function useWebhooks() {
  return useQuery({
    queryKey: WEBHOOKS_KEY,
    queryFn: ({ signal }) => api.get('/api/webhooks', { schema: WebhookList, signal }),
  });
}

/** A webhook's deliveries, newest first, 25 at a time. */
export function useWebhookDeliveries(id: string) {
  return useInfiniteQuery({
    queryKey: [...WEBHOOKS_KEY, id, 'deliveries'],
    queryFn: ({ pageParam, signal }) =>
      api.get(path(id, '/deliveries'), {
        query: { limit: 25, cursor: pageParam },
        schema: WebhookDeliveryPage,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Every write answers with fresh state: the list and the delivery logs are read again after it. */
function useWebhookMutation<I, O>(send: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}

export const useCreateWebhook = () =>
  useWebhookMutation((input: CreateWebhookInput) =>
    api.post('/api/webhooks', input, { schema: WebhookWithSecret }),
  );

export const useUpdateWebhook = () =>
  useWebhookMutation(({ id, ...input }: UpdateWebhookInput & { id: string }) =>
    api.patch(path(id), input, { schema: WebhookDto }),
  );

export const useDeleteWebhook = () =>
  useWebhookMutation(({ id, version }: { id: string; version: number }) =>
    apiRequest(path(id), {
      method: 'DELETE',
      headers: versionHeaders(version),
      schema: z.object({ deleted: z.literal(true) }),
    }),
  );

export const useRotateWebhookSecret = () =>
  useWebhookMutation((id: string) => api.post(path(id, '/rotate-secret'), {}, { schema: WebhookWithSecret }));

export const usePingWebhook = () =>
  useWebhookMutation((id: string) => api.post(path(id, '/ping'), {}, { schema: WebhookDeliveryDto }));

export const useRedeliverWebhook = () =>
  useWebhookMutation(({ id, deliveryId }: { id: string; deliveryId: string }) =>
    api.post(
      path(id, `/deliveries/${encodeURIComponent(deliveryId)}/redeliver`),
      {},
      { schema: WebhookDeliveryDto },
    ),
  );
