import {
  CreateEnvelopeInput,
  EnvelopeDto,
  EnvelopeIdParams,
  EnvelopeList,
  ListEnvelopesQuery,
  RecipientParams,
  SigningLinkDto,
  UpdateEnvelopeInput,
  VoidEnvelopeInput,
  WaitingEnvelopeList,
} from '@threshold/domain/envelopes/envelope.contract';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import {
  remindEnvelope,
  resendToRecipient,
  sendEnvelope,
  signInApp,
  voidEnvelope,
  waitingForMe,
} from './envelope-actions.service';
import { originOf } from './envelope-origin';
import type { EnvelopeDeps } from './envelopes-deps';
import { createEnvelope, getEnvelope, listEnvelopes, updateEnvelope } from './envelopes.service';

const tags = ['envelopes'];

/** /api/envelopes: e-signature envelopes on documents, in the document's scope (ADR 0162). */
export function envelopeRoutes(deps: EnvelopeDeps): RouteDefinition[] {
  const { db, config } = deps;
  const origin = (c: Parameters<typeof originOf>[0]) => originOf(c, config.trustProxy);
  return [
    defineRoute({
      method: 'get',
      path: '/api/envelopes',
      access: 'read:documents',
      tags,
      summary: 'The envelopes of a document (404 when the document is out of scope)',
      query: ListEnvelopesQuery,
      response: EnvelopeList,
      handler: ({ actor, query }) => listEnvelopes(db, actor, query.document_id),
    }),
    defineRoute({
      method: 'get',
      path: '/api/envelopes/waiting-for-me',
      access: 'read:documents',
      tags,
      summary:
        'Envelopes waiting for the caller: as a member recipient, or for the brokerage (delegatedSigningAuthority)',
      query: z.strictObject({}),
      response: WaitingEnvelopeList,
      handler: ({ actor }) => waitingForMe(deps, actor),
    }),
    defineRoute({
      method: 'post',
      path: '/api/envelopes',
      access: 'create:documents',
      tags,
      status: 201,
      summary: 'A draft envelope from the document’s current version',
      body: CreateEnvelopeInput,
      response: EnvelopeDto,
      handler: ({ actor, body, c }) => createEnvelope(db, actor, body, origin(c)),
    }),
    defineRoute({
      method: 'get',
      path: '/api/envelopes/:id',
      access: 'read:documents',
      tags,
      summary: 'One envelope: recipients with their status, fields, and the audit trail',
      params: EnvelopeIdParams,
      response: EnvelopeDto,
      handler: ({ actor, params }) => getEnvelope(db, actor, params.id),
    }),
    defineRoute({
      method: 'patch',
      path: '/api/envelopes/:id',
      access: 'create:documents',
      tags,
      versioned: true,
      summary: 'Edit a draft: title, message, expiry, recipients and their fields (replaced as a whole)',
      params: EnvelopeIdParams,
      body: UpdateEnvelopeInput,
      response: EnvelopeDto,
      handler: ({ actor, params, body, expectedVersion }) =>
        updateEnvelope(deps, actor, params.id, body, expectedVersion),
    }),
    defineRoute({
      method: 'post',
      path: '/api/envelopes/:id/send',
      access: 'create:documents',
      tags,
      versioned: true,
      summary: 'Send a draft: links for every recipient, e-mails to the first routing group',
      params: EnvelopeIdParams,
      body: z.strictObject({}).optional(),
      response: EnvelopeDto,
      handler: ({ actor, params, expectedVersion, c }) =>
        sendEnvelope(deps, actor, params.id, expectedVersion, origin(c)),
    }),
    defineRoute({
      method: 'post',
      path: '/api/envelopes/:id/void',
      access: 'create:documents',
      tags,
      versioned: true,
      summary: 'Void a draft or a sent envelope with a reason; every link stops working',
      params: EnvelopeIdParams,
      body: VoidEnvelopeInput,
      response: EnvelopeDto,
      handler: ({ actor, params, body, expectedVersion, c }) =>
        voidEnvelope(deps, actor, params.id, body.reason, expectedVersion, origin(c)),
    }),
    defineRoute({
      method: 'post',
      path: '/api/envelopes/:id/remind',
      access: 'create:documents',
      tags,
      summary: 'Remind the recipients whose turn it is (the same links)',
      params: EnvelopeIdParams,
      body: z.strictObject({}).optional(),
      response: EnvelopeDto,
      handler: async ({ actor, params, c }) => (await remindEnvelope(deps, actor, params.id, origin(c)))!,
    }),
    defineRoute({
      method: 'post',
      path: '/api/envelopes/:id/recipients/:recipientId/resend',
      access: 'create:documents',
      tags,
      summary:
        'A new link for one recipient (the previous one stops working); e-mailed when it is their turn',
      params: RecipientParams,
      body: z.strictObject({}).optional(),
      response: EnvelopeDto,
      handler: ({ actor, params, c }) =>
        resendToRecipient(deps, actor, params.id, params.recipientId, origin(c)),
    }),
    defineRoute({
      method: 'post',
      path: '/api/envelopes/:id/sign-in-app',
      access: 'read:documents',
      tags,
      summary:
        'The caller’s signing link (as a member recipient, or for the brokerage); 409 before their turn',
      params: EnvelopeIdParams,
      body: z.strictObject({}).optional(),
      response: SigningLinkDto,
      handler: ({ actor, params, c }) => signInApp(deps, actor, params.id, origin(c)),
    }),
  ];
}
