import { createHmac } from 'node:crypto';

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>` (ADR 0144): the receiver recomputes the
 * HMAC over the raw body with the timestamp it was sent, compares in constant time, and refuses old
 * timestamps so a captured request cannot be replayed later.
 */
export function webhookSignature(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
