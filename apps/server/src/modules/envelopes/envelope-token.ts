import { createHash, createHmac } from 'node:crypto';

/**
 * A recipient's signing-link token (ADR 0163): HMAC-SHA256 of the recipient id and the link's
 * generation under the server secret. Only its SHA-256 is stored, so the database alone reveals no
 * usable link; a reminder re-sends the same link (same generation), a resend moves to the next
 * generation and the old link stops working.
 */
export function signingToken(secret: string, recipientId: string, generation: number): string {
  return createHmac('sha256', secret)
    .update(`envelope-recipient:${recipientId}:${generation}`)
    .digest('base64url');
}

export const hashSigningToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const signingUrl = (appUrl: string, token: string) => `${appUrl}/sign/${token}`;
