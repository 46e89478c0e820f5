import {
  AdminOrganizationDto,
  AdminOrganizationList,
  AdminOrganizationParams,
  AdminReasonInput,
  AdminResendVerificationOutput,
  AdminSecurityOverview,
  AdminSecurityQuery,
  AdminSignOutOutput,
  AdminUserDetail,
  AdminUserPage,
  AdminUserParams,
  AdminUsersQuery,
  CreateAdminOrganizationInput,
  CreateAdminOrganizationOutput,
} from '@threshold/domain/admin/admin.contract';
import { z } from 'zod';
import type { Auth } from '../../platform/auth/auth';
import type { AppDeps } from '../../platform/deps';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import { createOrganization } from './admin-organization-create.service';
import {
  disableUser,
  enableUser,
  forceSignOut,
  getUser,
  listOrganizations,
  listUsers,
  reinstateOrganization,
  resendVerification,
  securityOverview,
  suspendOrganization,
} from './admin.service';

const tags = ['admin'];

/**
 * /api/admin: the platform. Reads are `authenticated` at the router and refused (403) by the service
 * unless the caller is a system admin, platform moderator or support agent (ADR 0108).
 */
export function adminRoutes({ db, auth, config, mailer }: AppDeps & { auth?: Auth }): RouteDefinition[] {
  const limits = {
    authPerMinute: config.authRateLimitPerMinute,
    addressWritesPerMinute: config.rateLimits.addressWritesPerMinute,
    userWritesPerMinute: config.rateLimits.userWritesPerMinute,
  };
  return [
    defineRoute({
      method: 'get',
      path: '/api/admin/security',
      access: 'authenticated',
      tags,
      summary:
        'Authentication events, failed sign-ins by address, live sessions and rate-limited addresses (platform staff)',
      query: AdminSecurityQuery,
      response: AdminSecurityOverview,
      handler: ({ actor, query }) => securityOverview(db, actor, query, limits),
    }),
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
      method: 'get',
      path: '/api/admin/users/:id',
      access: 'authenticated',
      tags,
      summary: 'One user with memberships, live sessions and recent authentication events (platform staff)',
      params: AdminUserParams,
      response: AdminUserDetail,
      handler: ({ actor, params }) => getUser(db, actor, params.id),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/users/:id/disable',
      access: 'manage:system',
      tags,
      summary: 'Disable a user: their sessions end and every sign-in and request is refused (audited)',
      params: AdminUserParams,
      body: AdminReasonInput,
      response: AdminUserDetail,
      handler: ({ actor, params, body, requestId }) => disableUser(db, actor, params.id, body, requestId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/users/:id/enable',
      access: 'manage:system',
      tags,
      summary: 'Enable a disabled user: they can sign in again (audited)',
      params: AdminUserParams,
      response: AdminUserDetail,
      handler: ({ actor, params, requestId }) => enableUser(db, actor, params.id, requestId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/users/:id/resend-verification',
      access: 'manage:system',
      tags,
      summary: 'Send the e-mail verification message again to an unverified user (audited)',
      params: AdminUserParams,
      response: AdminResendVerificationOutput,
      handler: ({ actor, params, requestId }) => resendVerification(db, actor, params.id, requestId, auth),
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
    defineRoute({
      method: 'post',
      path: '/api/admin/organizations',
      access: 'manage:system',
      tags,
      status: 201,
      summary:
        'Create an organization and invite its first broker by e-mail; they join as its managing broker (audited)',
      body: CreateAdminOrganizationInput,
      response: CreateAdminOrganizationOutput,
      handler: ({ actor, body, requestId }) =>
        createOrganization({ db, mailer, appUrl: config.appUrl }, actor, body, requestId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/organizations/:id/suspend',
      access: 'manage:system',
      tags,
      summary: 'Suspend an organization: its members are refused on every request (audited)',
      params: AdminOrganizationParams,
      body: AdminReasonInput,
      response: AdminOrganizationDto,
      handler: ({ actor, params, body, requestId }) =>
        suspendOrganization(db, actor, params.id, body, requestId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/organizations/:id/reinstate',
      access: 'manage:system',
      tags,
      summary: 'Reinstate a suspended organization (audited)',
      params: AdminOrganizationParams,
      response: AdminOrganizationDto,
      handler: ({ actor, params, requestId }) => reinstateOrganization(db, actor, params.id, requestId),
    }),
  ];
}
