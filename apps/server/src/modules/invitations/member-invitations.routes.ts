import {
  AcceptMemberInvitationInput,
  AcceptMemberInvitationOutput,
  CreateMemberInvitationInput,
  MemberInvitationDto,
  MemberInvitationIdParams,
  MemberInvitationList,
  MemberInvitationTokenParams,
  PublicMemberInvitationDto,
} from '@threshold/domain/organizations/member-invitation.contract';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import {
  acceptMemberInvitation,
  createMemberInvitation,
  getPublicMemberInvitation,
  listMemberInvitations,
  revokeMemberInvitation,
} from './member-invitations.service';

const tags = ['organization'];

/** /api/organization/invitations: people invited to join the caller's organization (issue 17). */
export function memberInvitationsRoutes({ db, mailer, config }: AppDeps): RouteDefinition[] {
  const deps = { db, mailer, appUrl: config.appUrl };
  return [
    defineRoute({
      method: 'get',
      path: '/api/organization/invitations',
      access: 'manage:members',
      tags,
      summary: 'Pending invitations to join the caller’s organization, newest first',
      query: z.object({}).strict(),
      response: MemberInvitationList,
      handler: ({ actor }) => listMemberInvitations(db, actor),
    }),
    defineRoute({
      method: 'post',
      path: '/api/organization/invitations',
      access: 'manage:members',
      tags,
      status: 201,
      summary: 'Invite someone by e-mail to join the organization with a role; e-mails a link valid 7 days',
      body: CreateMemberInvitationInput,
      response: MemberInvitationDto,
      handler: ({ actor, body, requestId }) => createMemberInvitation(deps, actor, body, requestId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/organization/invitations/accept',
      access: 'authenticated',
      tags,
      summary:
        'Accept a member invitation as the signed-in, verified invitee: joins that organization with that role',
      body: AcceptMemberInvitationInput,
      response: AcceptMemberInvitationOutput,
      handler: ({ actor, body, requestId }) => acceptMemberInvitation(db, actor, body.token, requestId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/organization/invitations/:token',
      access: 'public',
      tags,
      summary: 'For the join page: organization, role, e-mail and status of a member invitation token',
      rateLimit: { perMinute: config.rateLimits.publicPerMinute },
      params: MemberInvitationTokenParams,
      response: PublicMemberInvitationDto,
      handler: ({ params }) => getPublicMemberInvitation(db, params.token),
    }),
    defineRoute({
      method: 'post',
      path: '/api/organization/invitations/:id/revoke',
      access: 'manage:members',
      tags,
      summary: 'Withdraw a pending member invitation',
      params: MemberInvitationIdParams,
      response: MemberInvitationDto,
      handler: ({ actor, params, requestId }) => revokeMemberInvitation(db, actor, params.id, requestId),
    }),
  ];
}
