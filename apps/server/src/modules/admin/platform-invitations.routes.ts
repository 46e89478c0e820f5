import {
  AcceptPlatformInvitationInput,
  AcceptPlatformInvitationOutput,
  CreatePlatformInvitationInput,
  PlatformInvitationDto,
  PlatformInvitationIdParams,
  PlatformInvitationList,
  PlatformInvitationTokenParams,
  PublicPlatformInvitationDto,
} from '@threshold/domain/admin/platform-invitation.contract';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import {
  acceptPlatformInvitation,
  createPlatformInvitation,
  getPublicPlatformInvitation,
  listPlatformInvitations,
  revokePlatformInvitation,
} from './platform-invitations.service';

const tags = ['admin'];

/** Invitations to become platform staff (ADR 0173). */
export function platformInvitationsRoutes({ db, mailer, config }: AppDeps): RouteDefinition[] {
  const deps = { db, mailer, appUrl: config.appUrl };
  return [
    defineRoute({
      method: 'get',
      path: '/api/admin/invitations',
      access: 'authenticated',
      tags,
      summary: 'Pending platform invitations, newest first (system admins)',
      query: z.object({}).strict(),
      response: PlatformInvitationList,
      handler: ({ actor }) => listPlatformInvitations(db, actor),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/invitations',
      access: 'manage:system',
      tags,
      status: 201,
      summary:
        'Invite someone by e-mail to become system admin, platform moderator or support agent (audited)',
      body: CreatePlatformInvitationInput,
      response: PlatformInvitationDto,
      handler: ({ actor, body, requestId }) => createPlatformInvitation(deps, actor, body, requestId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/invitations/:id/revoke',
      access: 'manage:system',
      tags,
      summary: 'Withdraw a pending platform invitation (audited)',
      params: PlatformInvitationIdParams,
      response: PlatformInvitationDto,
      handler: ({ actor, params, requestId }) => revokePlatformInvitation(db, actor, params.id, requestId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/platform-invitations/:token',
      access: 'public',
      tags,
      summary: 'For the accept page: the e-mail, platform role and status of a platform invitation token',
      rateLimit: { perMinute: config.rateLimits.publicPerMinute },
      params: PlatformInvitationTokenParams,
      response: PublicPlatformInvitationDto,
      handler: ({ params }) => getPublicPlatformInvitation(db, params.token),
    }),
    defineRoute({
      method: 'post',
      path: '/api/platform-invitations/accept',
      access: 'authenticated',
      tags,
      summary: 'Accept a platform invitation as the signed-in, verified invitee: takes that platform role',
      body: AcceptPlatformInvitationInput,
      response: AcceptPlatformInvitationOutput,
      handler: ({ actor, body, requestId }) => acceptPlatformInvitation(db, actor, body.token, requestId),
    }),
  ];
}
