import {
  RoleOverrideDto,
  RoleOverrideParams,
  RoleOverridesInput,
  RoleRegistryDto,
  RoleRegistryQuery,
} from '@threshold/domain/admin/role-registry.contract';
import type { AppDeps } from '../../platform/deps';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import { getRoleOverride, getRoleRegistry, saveRoleOverride } from './role-overrides.service';

const tags = ['admin'];

/** /admin/roles: the live registry and per-organization overrides (ADR 0174). */
export function roleOverridesRoutes({ db }: AppDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/admin/roles',
      access: 'authenticated',
      tags,
      summary:
        'The role registry with members per role and an organization’s overrides (managing brokers: their own; platform staff: any)',
      query: RoleRegistryQuery,
      response: RoleRegistryDto,
      handler: ({ actor, query }) => getRoleRegistry(db, actor, query),
    }),
    defineRoute({
      method: 'get',
      path: '/api/admin/organizations/:id/roles/:roleKey',
      access: 'authenticated',
      tags,
      summary: 'One role’s overrides in one organization with its version (0 = none stored)',
      params: RoleOverrideParams,
      response: RoleOverrideDto,
      handler: ({ actor, params }) => getRoleOverride(db, actor, params.id, params.roleKey),
    }),
    defineRoute({
      method: 'put',
      path: '/api/admin/organizations/:id/roles/:roleKey',
      access: 'manage:system',
      tags,
      summary:
        'Replace one role’s overrides in one organization (system admins; audited; applies on the members’ next request)',
      params: RoleOverrideParams,
      body: RoleOverridesInput,
      response: RoleOverrideDto,
      versioned: true,
      handler: ({ actor, params, body, expectedVersion, requestId }) =>
        saveRoleOverride(db, actor, params.id, params.roleKey, body, expectedVersion, requestId),
    }),
  ];
}
