import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/** Loopback, private, link-local, unspecified and unique-local addresses (IPv4 and IPv6). */
export function isPrivateAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) {
    const [a, b] = v4.split('.').map(Number) as [number, number];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  const v6 = address.toLowerCase();
  return v6 === '::' || v6 === '::1' || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6);
}

/**
 * Production only sends webhooks to public https addresses (ADR 0144): an organization must not be able
 * to make the server call its own network. Outside production, local receivers are allowed for
 * development and tests. Checked when the endpoint is saved and again, after DNS, before each send.
 */
export async function publicTargetProblem(url: string, production: boolean): Promise<string | null> {
  if (!production) return null;
  const target = new URL(url);
  if (target.protocol !== 'https:') return 'Use an https:// address';
  const host = target.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return 'Use a public address';
  const addresses = isIP(host)
    ? [host]
    : (await lookup(host, { all: true }).catch(() => [])).map((a) => a.address);
  if (addresses.length === 0) return 'This host name does not resolve';
  return addresses.some(isPrivateAddress) ? 'Use a public address' : null;
}
