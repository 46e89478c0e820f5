import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';

/** A session as the server lists it: by opaque id, never with its token (ADR 0064). */
export interface SessionRow {
  id: string;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  ipAddress?: string | null;
  userAgent?: string | null;
}

export const SESSIONS_QUERY_KEY = ['settings', 'sessions'] as const;

export function useSessions() {
  return useQuery({
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: () => api.get<SessionRow[]>('/api/auth/list-sessions'),
    // A failure is shown by the section's error boundary, with "Try again".
    throwOnError: true,
  });
}

function useSessionMutation<T>(request: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}

export function useRevokeSession() {
  return useSessionMutation((id: string) =>
    apiRequest(`/api/me/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
}

export function useRevokeOtherSessions() {
  return useSessionMutation(() => api.post('/api/auth/revoke-other-sessions', {}));
}

export function changePassword(values: { currentPassword: string; newPassword: string }) {
  return api.post('/api/auth/change-password', { ...values, revokeOtherSessions: true });
}
