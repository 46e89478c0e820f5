import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** Internal header carrying the caller's address to Better Auth; any client-sent value is replaced. */
export const CLIENT_IP_HEADER = 'x-threshold-client-ip';

/**
 * The client address for rate limits and session records. Without TRUST_PROXY it is the TCP peer,
 * so a client cannot pick its own bucket by sending X-Forwarded-For. Behind a proxy, the last hop
 * the proxy appended is used.
 */
export function resolveClientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').map((s) => s.trim()).filter(Boolean);
    const last = forwarded?.at(-1);
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'local';
  }
}

/** 127.0.0.0/8, ::1 (also IPv4-mapped), or an in-process request with no socket at all. */
export function isLoopbackAddress(address: string): boolean {
  const ip = address.replace(/^::ffff:/i, '');
  return ip === 'local' || ip === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);
}

/** Demo accounts (seeded with a published password) live under the reserved `.test` domain. */
export const isDemoAccountEmail = (email: string) => /@(?:[a-z0-9-]+\.)*demo\.test$/i.test(email.trim());
