import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  RoleOverrideDto,
  RoleRegistryDto,
  type RoleOverridesInput,
} from '@threshold/domain/admin/role-registry.contract';
import { api, apiRequest } from '@/lib/api-client';
import { useVersionedMutation } from '@/lib/versioned-mutation';

const REGISTRY = ['admin', 'roles'] as const;

/** The registry with members per role; `organizationId` for platform staff choosing an organization. */
export function useRoleRegistry(organizationId: string | undefined) {
  return useQuery({
    queryKey: [...REGISTRY, organizationId ?? 'own'],
    queryFn: ({ signal }) =>
      api.get('/api/admin/roles', {
        schema: RoleRegistryDto,
        query: { organization_id: organizationId },
        signal,
      }),
  });
}

/** One role's overrides, saved on the version it was opened with (0 = none stored: no If-Match). */
export function useSaveRoleOverride(organizationId: string, roleKey: string, version: number) {
  const queryClient = useQueryClient();
  const path = `/api/admin/organizations/${organizationId}/roles/${roleKey}`;
  return useVersionedMutation({
    version,
    recordSchema: RoleOverrideDto,
    send: (input: RoleOverridesInput, headers) =>
      apiRequest(path, {
        method: 'PUT',
        body: input,
        schema: RoleOverrideDto,
        headers: headers['If-Match'] === '"0"' ? {} : headers,
      }),
    versionOf: (saved) => saved.version,
    onSaved: () => queryClient.invalidateQueries({ queryKey: REGISTRY }),
    onDiscard: () => queryClient.invalidateQueries({ queryKey: REGISTRY }),
  });
}
