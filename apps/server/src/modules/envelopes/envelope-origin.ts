import type { Context } from 'hono';
import { resolveClientIp } from '../../platform/auth/client-ip';
import type { EventOrigin } from './envelopes-deps';

/** The caller's address and browser for the audit trail (the address as the rate limiter sees it). */
export function originOf(c: Context, trustProxy: boolean): EventOrigin {
  const ip = resolveClientIp(c, trustProxy);
  return {
    ipAddress: ip === 'local' || ip === 'unknown' ? null : ip,
    userAgent: c.req.header('user-agent')?.slice(0, 400) ?? null,
  };
}
