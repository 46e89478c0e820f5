import { createHash } from 'node:crypto';
import { API_TOKEN_PREFIX } from '@threshold/domain/api-tokens/api-token.contract';

/** The stored form of a personal API token: its SHA-256 in hex (ADR 0121). */
export const hashApiToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The token of an `Authorization: Bearer thr_…` header; `null` for a bearer header that is not one
 * of ours (refused), `undefined` when there is no bearer header (the session cookie decides).
 */
export function bearerApiToken(authorization: string | null): string | null | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match) return undefined;
  const token = match[1]!;
  return token.startsWith(API_TOKEN_PREFIX) && token.length <= 128 ? token : null;
}
