import { z } from 'zod';
import {
  ApiTokenDto,
  ApiTokenList,
  CreateApiTokenInput,
  CreatedApiToken,
} from '@threshold/domain/api-tokens/api-token.contract';
import type { AppDeps } from '../../platform/deps';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens.service';

const tags = ['api-tokens'];

/** The caller's own personal API tokens (ADR 0121). */
export function apiTokensRoutes({ db }: AppDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/tokens',
      access: 'authenticated',
      tags,
      summary: 'The caller’s API tokens, newest first (never the tokens themselves)',
      response: ApiTokenList,
      handler: ({ actor }) => listApiTokens(db, actor),
    }),
    defineRoute({
      method: 'post',
      path: '/api/tokens',
      access: 'authenticated',
      tags,
      status: 201,
      summary:
        'Make a token with some or all of the caller’s permissions; the answer shows it once. Not with a token.',
      body: CreateApiTokenInput,
      response: CreatedApiToken,
      handler: ({ actor, body, requestId }) => createApiToken(db, actor, body, requestId),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/tokens/:id',
      access: 'authenticated',
      tags,
      summary: 'Revoke one of the caller’s tokens: it is refused from the next request on',
      params: z.object({ id: z.uuid() }),
      response: ApiTokenDto,
      handler: ({ actor, params, requestId }) => revokeApiToken(db, actor, params.id, requestId),
    }),
  ];
}
