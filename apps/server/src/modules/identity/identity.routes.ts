import { z } from 'zod';
import { MeDto } from '@threshold/domain/identity/get-me.contract';
import { UpdateProfileInput, UpdateProfileOutput } from '@threshold/domain/identity/update-profile.contract';
import { BooleanResult, HasPermissionInput, IsSystemAdminInput } from '@threshold/domain/identity/has-permission.contract';
import { NO_USER_MESSAGE } from '@threshold/domain/common/error.contract';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { defineRoute } from '../../platform/http/route';
import {
  getMe,
  hasPermission,
  isSystemAdmin,
  revokeOwnSession,
  syncVerificationStatus,
  updateMyProfile,
} from './identity.service';

export function identityRoutes(db: Db) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/me',
      access: 'authenticated',
      // An integration may ask whom its token acts for.
      apiTokens: 'allowed',
      summary: 'The signed-in user: profile, primary affiliation, effective role, capabilities, scopes, permissions',
      tags: ['me'],
      response: MeDto,
      handler: ({ actor }) => getMe(db, actor),
    }),
    defineRoute({
      method: 'patch',
      path: '/api/me/profile',
      // Public so that a signed-out caller gets the spec's exact message rather than the generic one.
      access: 'public',
      session: 'optional',
      summary: 'Update the signed-in user’s name, photo or CCPA opt-out',
      tags: ['me'],
      body: UpdateProfileInput,
      response: UpdateProfileOutput,
      handler: ({ actor, body, requestId }) => {
        if (!actor) throw new AppError('UNAUTHENTICATED', NO_USER_MESSAGE);
        return updateMyProfile(db, actor, body, requestId);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/me/sync-verification',
      access: 'authenticated',
      summary: 'Set verification_status to verified once the e-mail is confirmed',
      tags: ['me'],
      body: z.object({}).strict(),
      response: UpdateProfileOutput,
      handler: ({ actor }) => syncVerificationStatus(db, actor),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/me/sessions/:id',
      access: 'authenticated',
      summary: 'Sign one of your own sessions out, by its id (listed by /api/auth/list-sessions, which carries no tokens)',
      tags: ['me'],
      params: z.object({ id: z.string().min(1).max(200) }),
      response: z.object({ revoked: z.literal(true) }),
      handler: ({ actor, params, requestId }) => revokeOwnSession(db, actor, params.id, requestId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/rpc/is_system_admin',
      access: 'authenticated',
      summary: 'Spec §7 is_system_admin(p_user_id)',
      tags: ['rpc'],
      body: IsSystemAdminInput,
      response: BooleanResult,
      handler: async ({ actor, body }) => ({ result: await isSystemAdmin(db, actor, body.p_user_id) }),
    }),
    defineRoute({
      method: 'post',
      path: '/api/rpc/has_permission',
      access: 'authenticated',
      summary: 'Spec §7 has_permission(p_user_id, p_permission_name, p_organization_id)',
      tags: ['rpc'],
      body: HasPermissionInput,
      response: BooleanResult,
      handler: async ({ actor, body }) => ({ result: await hasPermission(db, actor, body) }),
    }),
  ];
}
