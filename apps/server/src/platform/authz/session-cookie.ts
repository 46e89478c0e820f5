import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Better Auth's session cookie is `token.signature` (URL-encoded), the signature being
 * base64(HMAC-SHA256(secret, token)) — better-call's signed-cookie format. Returns the token only
 * when the signature is right; an unsigned or forged cookie is no session at all.
 */
export function readSignedSessionToken(
  cookieHeader: string | undefined,
  cookieName: string,
  secret: string,
): string | null {
  const raw = cookieValue(cookieHeader, cookieName);
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}
