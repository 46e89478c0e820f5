import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';

/** One structured line per request, tagged with the request id (also returned as X-Request-Id). */
export function requestLogging(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = c.req.header('x-request-id')?.slice(0, 64) || crypto.randomUUID();
    c.set('requestId', requestId);
    c.header('X-Request-Id', requestId);
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const level = c.res.status >= 500 ? 'error' : 'info';
    logger[level]({ requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
  };
}
