import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import WebSocket from 'ws';
import { createWebSocketServer } from './websocket-server';

/** Test helpers for sockets (not a test file): a real HTTP server on a free port, and a ws client. */
export async function serveForSockets(app: Hono<any>): Promise<{ url: string; close: () => Promise<void> }> {
  const wss = createWebSocketServer();
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', websocket: { server: wss } }, () =>
      resolve(s),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/api/realtime`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}

export interface TestSocket {
  messages: any[];
  send(message: unknown): void;
  /** The first message (already received or still to come) that matches, after `from`. */
  waitFor(match: (message: any) => boolean, what: string, timeoutMs?: number): Promise<any>;
  close(): void;
  /** Resolves with the close code when the server (or the client) closes the socket. */
  closed: Promise<number>;
}

/** Opens a socket; rejects with the HTTP status when the server refuses the upgrade. */
export function openSocket(
  url: string,
  headers: Record<string, string>,
  onMessage?: (message: any) => void,
): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    const messages: any[] = [];
    const waiters = new Set<() => void>();
    const closed = new Promise<number>((done) => ws.on('close', (code) => done(code)));
    ws.on('message', (data) => {
      const message = { ...JSON.parse(String(data)), receivedAt: performance.now() };
      messages.push(message);
      onMessage?.(message);
      for (const wake of waiters) wake();
    });
    ws.on('unexpected-response', (_req, res) =>
      reject(Object.assign(new Error(`refused ${res.statusCode}`), { status: res.statusCode })),
    );
    ws.on('error', (error) => reject(error));
    ws.on('open', () =>
      resolve({
        messages,
        send: (message) => ws.send(JSON.stringify(message)),
        waitFor(match, what, timeoutMs = 10_000) {
          return new Promise((done, fail) => {
            const check = () => {
              const found = messages.find(match);
              if (found === undefined) return false;
              waiters.delete(check);
              clearTimeout(timer);
              done(found);
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`timed out waiting for ${what}; got ${JSON.stringify(messages)}`));
            }, timeoutMs);
            if (!check()) waiters.add(check);
          });
        },
        close: () => ws.close(),
        closed,
      }),
    );
  });
}
