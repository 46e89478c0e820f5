import type { Context, Hono } from 'hono';
import type { Actor } from '../authz/actor';
import { AppError } from './errors';
import { parseWith, readJsonBody, readQuery, type RouteDefinition } from './route';

export interface RouterEnv {
  Variables: { actor: Actor | null; requestId: string };
}

/**
 * Mounts declared routes: parse params, query and body with their contracts, check access on the
 * server, run the handler, and parse its answer with the response contract (a DTO, never a row).
 */
export function mountRoutes(
  app: Hono<RouterEnv>,
  routes: RouteDefinition[],
  resolveActor: (c: Context<RouterEnv>) => Promise<Actor | null>,
) {
  for (const route of routes) {
    app.on(route.method.toUpperCase(), route.path, async (c) => {
      const actor = await resolveActor(c);
      if (route.access !== 'public') {
        if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
        if (route.access !== 'authenticated' && !actor.permissions.has(route.access)) {
          throw new AppError('FORBIDDEN', 'You do not have permission to do this');
        }
      }
      const params = parseWith(route.params, c.req.param(), 'path');
      const query = parseWith(route.query, readQuery(c), 'query string');
      const body = route.body ? parseWith(route.body, await readJsonBody(c), 'request body') : undefined;
      const result = await route.handler({ params, query, body, actor: actor as Actor, c });
      if (result instanceof Response) return result;
      return c.json(route.response.parse(result) as object, route.status ?? 200);
    });
  }
}
