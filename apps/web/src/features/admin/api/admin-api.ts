import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminOrganizationDto,
  AdminOrganizationList,
  AdminResendVerificationOutput,
  AdminSecurityOverview,
  AdminSignOutOutput,
  AdminUserDetail,
  AdminUserPage,
  CreateAdminOrganizationOutput,
  type CreateAdminOrganizationInput,
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

export function useAdminUser(userId: string) {
  return useQuery({
    queryKey: ['admin', 'user', userId],
    queryFn: ({ signal }) => api.get(`/api/admin/users/${userId}`, { schema: AdminUserDetail, signal }),
  });
}

/** Disable, enable, resend verification or sign out one user; refreshes the user and the list. */
export function useAdminUserAction(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      action: { kind: 'disable'; reason?: string } | { kind: 'enable' | 'resend-verification' | 'sign-out' },
    ) => {
      const path = `/api/admin/users/${userId}/${action.kind}`;
      if (action.kind === 'disable')
        return api.post(path, { reason: action.reason || undefined }, { schema: AdminUserDetail });
      if (action.kind === 'enable') return api.post(path, {}, { schema: AdminUserDetail });
      if (action.kind === 'resend-verification')
        return api.post(path, {}, { schema: AdminResendVerificationOutput });
      return api.post(path, {}, { schema: AdminSignOutOutput });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** Suspend or reinstate an organization; refreshes the list. */
export function useOrganizationSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, suspend, reason }: { id: string; suspend: boolean; reason?: string }) =>
      api.post(
        `/api/admin/organizations/${id}/${suspend ? 'suspend' : 'reinstate'}`,
        suspend ? { reason: reason || undefined } : {},
        { schema: AdminOrganizationDto },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'organizations'] }),
  });
}

export function useAdminSecurity(hours: number) {
  return useQuery({
    queryKey: ['admin', 'security', hours],
    queryFn: ({ signal }) =>
      api.get('/api/admin/security', { schema: AdminSecurityOverview, query: { hours }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A new organization and the invitation of its first broker; refreshes the list. */
export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAdminOrganizationInput) =>
      api.post('/api/admin/organizations', input, { schema: CreateAdminOrganizationOutput }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'organizations'] }),
  });
}
