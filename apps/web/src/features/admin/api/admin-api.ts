import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminOrganizationList,
  AdminSignOutOutput,
  AdminUserPage,
} from '@threshold/domain/admin/admin.contract';
import { api } from '@/lib/api-client';

export function useAdminUsers(q: string, cursor: string | undefined) {
  const query = { q: q || undefined, cursor, limit: 50 };
  return useQuery({
    queryKey: ['admin', 'users', query],
    queryFn: ({ signal }) => api.get('/api/admin/users', { schema: AdminUserPage, query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrganizations() {
  return useQuery({
    queryKey: ['admin', 'organizations'],
    queryFn: ({ signal }) => api.get('/api/admin/organizations', { schema: AdminOrganizationList, signal }),
  });
}

export function useForceSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api.post(`/api/admin/users/${userId}/sign-out`, {}, { schema: AdminSignOutOutput }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}
