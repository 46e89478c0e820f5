import {
  AdminOrganizationList,
  AdminSignOutOutput,
  AdminUserPage,
  AdminUserParams,
  AdminUsersQuery,
} from '@threshold/domain/admin/admin.contract';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import { forceSignOut, listOrganizations, listUsers } from './admin.service';

const tags = ['admin'];

/**
 * /api/admin: the platform. Reads are `authenticated` at the router and refused (403) by the service
 * unless the caller is a system admin, platform moderator or support agent (ADR 0108).
 */
export function adminRoutes({ db }: AppDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/admin/users',
      access: 'authenticated',
      tags,
      summary:
        'Every user of the platform with memberships and live sessions (platform staff only; q, keyset pages)',
      query: AdminUsersQuery,
      response: AdminUserPage,
      handler: ({ actor, query }) => listUsers(db, actor, query),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/users/:id/sign-out',
      access: 'manage:system',
      tags,
      summary: 'End every live session of a user (system admins; audited)',
      params: AdminUserParams,
      response: AdminSignOutOutput,
      handler: ({ actor, params, requestId }) => forceSignOut(db, actor, params.id, requestId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/admin/organizations',
      access: 'authenticated',
      tags,
      summary: 'Every organization with member and team counts (platform staff only)',
      query: z.object({}).strict(),
      response: AdminOrganizationList,
      handler: ({ actor }) => listOrganizations(db, actor),
    }),
  ];
}
