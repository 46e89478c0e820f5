import {
  CompleteSigningInput,
  ConsentInput,
  DeclineInput,
  SigningDoneDto,
  SigningSessionDto,
  SigningTokenParams,
} from '@threshold/domain/envelopes/signing.contract';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import { originOf } from './envelope-origin';
import type { EnvelopeDeps } from './envelopes-deps';
import {
  completeSigning,
  consentToSign,
  declineSigning,
  getSigningSession,
  signingDocument,
} from './signing.service';

const tags = ['signing'];

/** /api/sign/:token: the public signing page's API; no account, no session read, rate-limited (ADR 0163). */
export function signingRoutes(deps: EnvelopeDeps): RouteDefinition[] {
  const { db, config } = deps;
  const rateLimit = { perMinute: config.rateLimits.publicPerMinute };
  const origin = (c: Parameters<typeof originOf>[0]) => originOf(c, config.trustProxy);
  return [
    defineRoute({
      method: 'get',
      path: '/api/sign/:token',
      access: 'public',
      tags,
      rateLimit,
      summary:
        'What the link’s recipient signs: the envelope, their fields, values already given; 404 unknown, 409 not their turn, 410 used, expired or voided',
      params: SigningTokenParams,
      response: SigningSessionDto,
      handler: ({ params }) => getSigningSession(db, params.token),
    }),
    defineRoute({
      method: 'get',
      path: '/api/sign/:token/document',
      access: 'public',
      tags,
      rateLimit,
      summary: 'The PDF being signed (to read and download before signing); once complete, the sealed PDF',
      params: SigningTokenParams,
      response: z.string(),
      produces: 'application/pdf',
      handler: ({ params }) => signingDocument(deps, params.token),
    }),
    defineRoute({
      method: 'post',
      path: '/api/sign/:token/consent',
      access: 'public',
      tags,
      rateLimit,
      summary: 'Agree to the consumer disclosure (ESIGN/UETA); recorded with address and browser',
      params: SigningTokenParams,
      body: ConsentInput,
      response: SigningSessionDto,
      handler: ({ params, c }) => consentToSign(db, params.token, origin(c)),
    }),
    defineRoute({
      method: 'post',
      path: '/api/sign/:token/complete',
      access: 'public',
      tags,
      rateLimit,
      summary:
        'Sign or approve with the values of the recipient’s fields; the last recipient seals the document',
      params: SigningTokenParams,
      body: CompleteSigningInput,
      response: SigningDoneDto,
      handler: ({ params, body, c }) => completeSigning(deps, params.token, body, origin(c)),
    }),
    defineRoute({
      method: 'post',
      path: '/api/sign/:token/decline',
      access: 'public',
      tags,
      rateLimit,
      summary: 'Decline with a reason; the envelope ends and the sender is told',
      params: SigningTokenParams,
      body: DeclineInput,
      response: SigningDoneDto,
      handler: ({ params, body, c }) => declineSigning(deps, params.token, body.reason, origin(c)),
    }),
  ];
}
