import type { Context, Hono } from 'hono';
import type { Actor } from '../authz/actor';
import { AppError } from './errors';
import { sendJson } from './compression';
import { checkedResponse } from './response-contract';
import { takeExpectedVersion, versionEtag } from './versioning';
import { parseWith, readJsonBody, readQuery, withoutNul, type RouteDefinition } from './route';

export interface RouterEnv {
  Variables: { actor: Actor | null; requestId: string; routePattern: string };
}

/**
 * Mounts declared routes: parse params, query and body with their contracts, check access on the
 * server, apply the caller's and the route's rate limits, run the handler, and send its answer (a DTO,
 * never a row): checked against the response contract outside production (ADR 0180).
 */
export function mountRoutes(
  app: Hono<RouterEnv>,
  routes: RouteDefinition[],
  resolveActor: (c: Context<RouterEnv>) => Promise<Actor | null>,
  limitRoute: (c: Context<RouterEnv>, route: RouteDefinition, actor: Actor | null) => Promise<void>,
  options: { checkResponses: boolean },
) {
  for (const route of routes) {
    app.on(route.method.toUpperCase(), route.path, async (c) => {
      c.set('routePattern', route.path);
      // Public routes never touch the session unless they ask for an optional caller (ADR 0065).
      const needsCaller = route.access !== 'public' || route.session === 'optional';
      const actor = needsCaller ? await resolveActor(c) : null;
      if (route.access !== 'public') {
        if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
        if (route.access !== 'authenticated' && !actor.permissions.has(route.access)) {
          throw new AppError('FORBIDDEN', 'You do not have permission to do this');
        }
      }
      // Self-service routes (no permission of their own) take a session, not a token, unless they say so.
      const selfService = route.access === 'authenticated' || route.session === 'optional';
      if (selfService && actor?.apiTokenId && route.apiTokens !== 'allowed') {
        throw new AppError('FORBIDDEN', 'An API token cannot do this; it needs a signed-in session');
      }
      await limitRoute(c, route, actor);
      const params = parseWith(route.params, withoutNul(c.req.param(), 'path'), 'path');
      const query = parseWith(route.query, withoutNul(readQuery(c), 'query string'), 'query string');
      const rawBody = route.body ? await readJsonBody(c) : undefined;
      const expectedVersion = route.versioned ? takeExpectedVersion(c, rawBody) : undefined;
      const body = route.body ? parseWith(route.body, rawBody, 'request body') : undefined;
      const result = await route.handler({
        params,
        query,
        body,
        actor: actor as Actor,
        requestId: c.get('requestId'),
        expectedVersion,
        c,
      });
      if (result instanceof Response) return result;
      const dto = options.checkResponses ? checkedResponse(route, result) : result;
      // Without a declared status the handler's own c.status() stands (e.g. health's 503).
      return sendJson(c, dto, { status: route.status, etag: versionEtag(route.method, dto) });
    });
  }
}
