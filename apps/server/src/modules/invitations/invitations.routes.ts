import {
  AcceptInvitationInput,
  AcceptInvitationOutput,
  CreateInvitationInput,
  InvitationDto,
  InvitationIdParams,
  InvitationList,
  InvitationPage,
  InvitationTokenParams,
  ListInvitationsQuery,
  PublicInvitationDto,
} from '@threshold/domain/contacts/client-invitation.contract';
import { ContactIdParams } from '@threshold/domain/contacts/contact.contract';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { defineRoute } from '../../platform/http/route';
import {
  createInvitation,
  getPublicInvitation,
  listContactInvitations,
  listInvitations,
  resendInvitation,
  revokeInvitation,
} from './invitations.service';
import { acceptInvitation } from './invitations-accept.service';

const tags = ['invitations'];

export function invitationsRoutes({ db, mailer, config }: AppDeps) {
  const deps = { db, mailer, appUrl: config.appUrl };
  return [
    defineRoute({
      method: 'get',
      path: '/api/contacts/:id/invitations',
      access: 'read:contacts',
      tags,
      summary: 'Client invitations of a contact',
      params: ContactIdParams,
      query: z.object({}).strict(),
      response: InvitationList,
      handler: ({ actor, params }) => listContactInvitations(db, actor, params.id),
    }),
    defineRoute({
      method: 'post',
      path: '/api/contacts/:id/invitations',
      access: 'invite:clients',
      tags,
      status: 201,
      summary:
        'Invite the contact to become a client user (buyer, seller, landlord, renter or investor); e-mails a sign-up link valid 7 days',
      params: ContactIdParams,
      body: CreateInvitationInput,
      response: InvitationDto,
      handler: ({ actor, params, body, requestId }) =>
        createInvitation(deps, actor, params.id, body, requestId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/invitations',
      access: 'invite:clients',
      tags,
      summary: 'Invitations of the contacts the caller can see, newest first',
      query: ListInvitationsQuery,
      response: InvitationPage,
      handler: ({ actor, query }) => listInvitations(db, actor, query),
    }),
    defineRoute({
      method: 'post',
      path: '/api/invitations/accept',
      access: 'authenticated',
      tags,
      summary:
        'Accept an invitation as the signed-in, verified invitee: links the account, the contact and its deals',
      body: AcceptInvitationInput,
      response: AcceptInvitationOutput,
      handler: ({ actor, body, requestId }) => acceptInvitation(db, actor, body.token, requestId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/invitations/:token',
      access: 'public',
      tags,
      summary: 'For the sign-up page: organization name, role, e-mail and status of an invitation token',
      rateLimit: { perMinute: config.rateLimits.publicPerMinute },
      params: InvitationTokenParams,
      response: PublicInvitationDto,
      handler: ({ params }) => getPublicInvitation(db, params.token),
    }),
    defineRoute({
      method: 'post',
      path: '/api/invitations/:id/resend',
      access: 'invite:clients',
      tags,
      summary: 'Send again with a new link and a fresh 7-day window',
      params: InvitationIdParams,
      response: InvitationDto,
      handler: ({ actor, params, requestId }) => resendInvitation(deps, actor, params.id, requestId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/invitations/:id/revoke',
      access: 'invite:clients',
      tags,
      summary: 'Withdraw a pending invitation',
      params: InvitationIdParams,
      response: InvitationDto,
      handler: ({ actor, params, requestId }) => revokeInvitation(db, actor, params.id, requestId),
    }),
  ];
}
