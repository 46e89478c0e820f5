import { z } from 'zod';
import type { AppDeps } from '../deps';
import { defineRoute, type RouteDefinition } from '../http/route';
import { upgradeToSocket } from './socket-upgrade';

/**
 * GET /api/realtime: one WebSocket per tab (ADR 0118). The router has already resolved the session
 * (401 without one, answered to the upgrade request); the Origin must be the app's own.
 */
export function realtimeRoutes({ realtime, config }: AppDeps): RouteDefinition[] {
  const allowedOrigins = new Set(config.trustedOrigins);
  return [
    defineRoute({
      method: 'get',
      path: '/api/realtime',
      access: 'authenticated',
      tags: ['realtime'],
      summary:
        'WebSocket upgrade: subscribe to changes you may see (protocol in realtime-protocol.contract.ts)',
      response: z.object({}),
      produces: 'application/octet-stream',
      handler: ({ actor, c }) => {
        // Only the cookie is kept: the session is checked again with every heartbeat.
        const headers = new Headers({ cookie: c.req.header('cookie') ?? '' });
        return upgradeToSocket(c, allowedOrigins, (sink) => realtime.connect(actor, sink, headers));
      },
    }),
  ];
}
