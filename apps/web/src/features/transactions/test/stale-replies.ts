import { vi } from 'vitest';
import { Reply } from './render-feature';

/** Test helpers for issue-19 writes: the 409 a stale write gets, and a fetch that answers writes in turn. */

export const CHANGED_AT = '2026-11-25T10:42:00.000Z';

/** 409 STALE_VERSION with the record as it is now, changed by Dana Broker. */
export const staleReply = (current: unknown) =>
  new Reply(409, {
    error: {
      code: 'STALE_VERSION',
      message: 'Someone else changed this record after you opened it',
      current,
      changed_by: { id: 'u-dana', name: 'Dana Broker' },
      changed_at: CHANGED_AT,
    },
  });

export interface SentWrite {
  method: string;
  path: string;
  ifMatch: string | undefined;
  body: unknown;
}

/**
 * Stubs fetch: every write (non-GET) takes the next of `replies` (a Reply, or a body answered with 200);
 * reads answer `reads[path]` or an empty list. Returns the writes as sent, with their If-Match.
 */
export function answerWritesInTurn(replies: unknown[], reads: Record<string, unknown> = {}) {
  const writes: SentWrite[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      let reply: unknown = reads[url.pathname] ?? { items: [], nextCursor: null };
      if (method !== 'GET') {
        const headers = (init?.headers ?? {}) as Record<string, string>;
        writes.push({
          method,
          path: url.pathname,
          ifMatch: headers['If-Match'],
          body: init?.body ? JSON.parse(String(init.body)) : undefined,
        });
        reply = replies.shift();
      }
      const { status, body } = reply instanceof Reply ? reply : new Reply(200, reply);
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return writes;
}
