import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiTokenDto,
  ApiTokenList,
  CreatedApiToken,
  type CreateApiTokenInput,
} from '@threshold/domain/api-tokens/api-token.contract';
import { api, apiRequest } from '@/lib/api-client';

const API_TOKENS_KEY = ['settings', 'api-tokens'] as const;

export function useApiTokens() {
  return useQuery({
    queryKey: API_TOKENS_KEY,
    queryFn: ({ signal }) => api.get('/api/tokens', { schema: ApiTokenList, signal }),
  });
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiTokenInput) => api.post('/api/tokens', input, { schema: CreatedApiToken }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: API_TOKENS_KEY }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/tokens/${encodeURIComponent(id)}`, { method: 'DELETE', schema: ApiTokenDto }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: API_TOKENS_KEY }),
  });
}
