import { upgradeWebSocket } from '@hono/node-server';
import type { Context } from 'hono';
import type { WebSocket } from 'ws';
import { AppError } from '../http/errors';
import type { RealtimeConnection, RealtimeSink } from './realtime-connection';

/** Sockets that answer no ping for this long are closed (dead TCP connections, sleeping laptops). */
const PING_EVERY_MS = 30_000;

/**
 * Upgrades a realtime request to a WebSocket whose messages go to the connection `connect` opens
 * (ADR 0118). The Origin must be the app's own: browsers send cookies on cross-site WebSocket
 * handshakes and CORS does not apply to them.
 */
export async function upgradeToSocket(
  c: Context,
  allowedOrigins: ReadonlySet<string>,
  connect: (sink: RealtimeSink) => RealtimeConnection,
): Promise<Response> {
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
      connection = connect({
        send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
        close: (code, reason) => ws.close(code, reason),
      });
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
}
