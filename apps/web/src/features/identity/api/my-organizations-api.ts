import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MyOrganizationDto,
  MyOrganizationList,
} from '@threshold/domain/my-organizations/my-organizations.contract';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { versionHeaders } from '@/lib/versioned-mutation';

const KEY = ['settings', 'my-organizations'] as const;

export function useMyOrganizations() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api.get('/api/me/organizations', { schema: MyOrganizationList, signal }),
    throwOnError: true,
  });
}

/**
 * Makes a membership the primary one (versioned on it). Everything the app shows depends on the
 * primary organization, so afterwards the profile reloads and every cached list is refetched.
 */
export function useMakePrimary() {
  const queryClient = useQueryClient();
  const { handleAuthEvent } = useAuth();
  return useMutation({
    mutationFn: (membership: MyOrganizationDto) =>
      api.post(
        `/api/me/organizations/${membership.organization_id}/make-primary`,
        {},
        { schema: MyOrganizationDto, headers: versionHeaders(membership.version) },
      ),
    onSuccess: async () => {
      await handleAuthEvent('USER_UPDATED');
      await queryClient.invalidateQueries();
    },
    onError: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
