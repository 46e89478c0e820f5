import type { Context, MiddlewareHandler } from 'hono';
import type { Actor } from '../authz/actor';
import { resolveClientIp } from '../auth/client-ip';
import type { Config } from '../config';
import type { DbOrTx } from '../db/client';
import { AppError } from '../http/errors';
import type { RouteDefinition } from '../http/route';
import { countRequest } from './rate-limit.repository';

const WINDOW_MS = 60_000;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Better Auth limits its own endpoints (auth.ts `rateLimit`). */
const AUTH_PATHS = '/api/auth/';

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * The one request limiter of the API (ADR 0062): fixed one-minute windows counted in the database,
 * so limits hold across instances. Per client address and per user for every state-changing
 * request, and per address for routes that declare a stricter `rateLimit` (public token endpoints).
 * Over the limit answers 429 RATE_LIMITED with `Retry-After` in seconds.
 */
export function createRateLimiter(options: {
  db: DbOrTx;
  config: Pick<Config, 'trustProxy' | 'rateLimits'>;
}) {
  const { db, config } = options;
  const limits = config.rateLimits;
  const isWrite = (c: Context) => STATE_CHANGING.has(c.req.method);

  async function enforce(c: Context, key: string, perMinute: number) {
    const now = Date.now();
    const { count, windowStart } = await countRequest(db, `threshold:${key}`, WINDOW_MS, now);
    if (count <= perMinute) return;
    const retryAfter = Math.max(1, Math.ceil((windowStart + WINDOW_MS - now) / 1000));
    c.header('Retry-After', String(retryAfter));
    throw new AppError('RATE_LIMITED', `Too many requests. Please try again in ${retryAfter} seconds.`);
  }

  /** Middleware for `/api/*`: the per-address budget of state-changing requests. */
  const addressWrites: MiddlewareHandler = async (c, next) => {
    if (isWrite(c) && !c.req.path.startsWith(AUTH_PATHS)) {
      await enforce(
        c,
        `write:address:${resolveClientIp(c, config.trustProxy)}`,
        limits.addressWritesPerMinute,
      );
    }
    await next();
  };

  /** For the router once access is checked: the caller's write budget and the route's own limit. */
  async function limitRoute(c: Context, route: RouteDefinition, actor: Actor | null) {
    if (actor && isWrite(c)) await enforce(c, `write:user:${actor.userId}`, limits.userWritesPerMinute);
    if (route.rateLimit) {
      const address = resolveClientIp(c, config.trustProxy);
      await enforce(c, `route:${route.method} ${route.path}:address:${address}`, route.rateLimit.perMinute);
    }
  }

  return { addressWrites, limitRoute };
}
