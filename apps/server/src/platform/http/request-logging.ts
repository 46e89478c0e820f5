import type { Context, MiddlewareHandler } from 'hono';
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
    logger[level]({ requestId, method: c.req.method, route: loggedRoute(c), status: c.res.status, ms }, 'request');
  };
}

/**
 * Paths carry secrets (invitation and reset tokens, offer links), so the log names the route, never
 * the raw path: a declared route's pattern (set by the router), otherwise the path with everything
 * past the endpoint (API) or past the first segment (pages, assets) replaced (ADR 0061).
 */
function loggedRoute(c: Context): string {
  const pattern = c.get('routePattern') as string | undefined;
  if (pattern) return pattern;
  const segments = c.req.path.split('/').filter(Boolean);
  const kept = segments[0] === 'api' ? 3 : 1;
  return `/${[...segments.slice(0, kept), ...segments.slice(kept).map(() => ':param')].join('/')}`;
}
