import type { Context } from 'hono';

const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request may carry a body, from its method alone: touching `c.req.raw.body` makes
 * @hono/node-server build a full Request from the socket (~0.1 ms), which the body limit paid on
 * every GET. (Headers cannot tell for the rest: a Request made in process, as app.request() in the
 * tests, has a body but no Content-Length.)
 */
export function mayCarryBody(c: Context): boolean {
  return !BODYLESS_METHODS.has(c.req.method);
}
