import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { registerCacheClearer } from './cache-reset';

function shouldRetry(failureCount: number, error: unknown): boolean {
  // Client errors will not fix themselves; network and server errors get two more tries.
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

/**
 * One cache for the whole tab. This module is loaded with the first page that queries data (the
 * signed-in shell, the dev mailbox), never by /login.
 */
export const queryClient = createQueryClient();

registerCacheClearer(() => queryClient.clear());
