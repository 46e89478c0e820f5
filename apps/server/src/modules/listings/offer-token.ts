import { createHash, randomBytes } from 'node:crypto';

/** The private status link of an offer: 256 random bits; only the SHA-256 is stored. */
export function createStatusToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashStatusToken(token) };
}

export const hashStatusToken = (token: string) => createHash('sha256').update(token).digest('hex');
