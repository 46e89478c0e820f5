import { upgradeWebSocket } from '@hono/node-server';
import { z } from 'zod';
import type { WebSocket } from 'ws';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { defineRoute, type RouteDefinition } from '../http/route';
import { realtimeHubFor } from './realtime-registry';
import type { RealtimeConnection } from './realtime-hub';

/** Sockets that answer no ping for this long are closed (dead TCP connections, sleeping laptops). */
const PING_EVERY_MS = 30_000;

/**
 * GET /api/realtime: one WebSocket per tab (ADR 0118). The router has already resolved the session
 * (401 without one, answered to the upgrade request); the Origin must be the app's own, since
 * browsers send cookies on cross-site WebSocket handshakes and CORS does not apply to them.
 */
export function realtimeRoutes({ db, logger, config }: AppDeps): RouteDefinition[] {
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
      handler: async ({ actor, c }) => {
        const origin = c.req.header('origin');
        if (!origin || !allowedOrigins.has(origin)) {
          throw new AppError('CSRF_REJECTED', 'This connection did not come from the Threshold app');
        }
        const env = c.env as { incoming?: unknown } | undefined;
        if (c.req.header('upgrade')?.toLowerCase() !== 'websocket' || !env?.incoming) {
          throw new AppError('VALIDATION_FAILED', 'This endpoint takes a WebSocket upgrade', {
            upgrade: 'Expected "websocket"',
          });
        }
        const hub = realtimeHubFor(db, logger);
        // Only the cookie is kept: the session is checked again with every heartbeat.
        const headers = new Headers({ cookie: c.req.header('cookie') ?? '' });
        let connection: RealtimeConnection | null = null;
        let pinger: NodeJS.Timeout | null = null;
        const upgrade = upgradeWebSocket(() => ({
          onOpen(_event, ws) {
            const raw = ws.raw as WebSocket;
            let alive = true;
            raw.on('pong', () => (alive = true));
            pinger = setInterval(() => {
              if (!alive) return raw.terminate();
              alive = false;
              raw.ping();
            }, PING_EVERY_MS);
            pinger.unref();
            connection = hub.connect(
              actor,
              {
                send: (message) => ws.send(JSON.stringify(message)),
                close: (code, reason) => ws.close(code, reason),
              },
              headers,
            );
          },
          onMessage(event) {
            if (typeof event.data !== 'string') return;
            connection?.receive(event.data);
          },
          onClose() {
            if (pinger) clearInterval(pinger);
            connection?.disconnect();
          },
        }));
        const response = await upgrade(c, async () => undefined);
        return response ?? new Response(null, { status: 400 });
      },
    }),
  ];
}
