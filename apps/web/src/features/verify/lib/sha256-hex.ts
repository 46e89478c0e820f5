/**
 * The SHA-256 of a file, computed in the browser, as 64 lower-case hex characters; null where the
 * Web Crypto API is unavailable (a page served over plain HTTP from another host) — the server
 * then computes it from the upload.
 */
export async function sha256Hex(file: Blob): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A pasted hash: spaces removed, lower case; null when it is not 64 hex characters. */
export function normalizeSha256(input: string): string | null {
  const hash = input.replace(/\s+/g, '').toLowerCase();
  return /^[0-9a-f]{64}$/.test(hash) ? hash : null;
}

/** An ISO time as the certificate page shows it: UTC, to the second. */
export const utcTime = (iso: string) => `${iso.slice(0, 19).replace('T', ' ')} UTC`;
