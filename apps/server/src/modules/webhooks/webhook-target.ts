import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Every block of the IANA IPv4 special-purpose registry, multicast and the reserved 240/4 (which
 * holds 255.255.255.255): none of them is a public webhook receiver.
 */
const NOT_PUBLIC_IPV4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.31.196.0', 24],
  ['192.52.193.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['192.175.48.0', 24],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

/**
 * Only global unicast (2000::/3) can be a public IPv6 address; inside it, the special-purpose
 * blocks: IETF protocol assignments with Teredo (2001::/23), documentation (2001:db8::/32,
 * 3fff::/20) and 6to4, which tunnels to an IPv4 address of its own (2002::/16).
 */
const NOT_PUBLIC_GLOBAL_IPV6: [string, number][] = [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
];

const notPublicIpv4 = new BlockList();
for (const [network, prefix] of NOT_PUBLIC_IPV4) notPublicIpv4.addSubnet(network, prefix, 'ipv4');
const notPublicIpv6 = new BlockList();
for (const [network, prefix] of NOT_PUBLIC_GLOBAL_IPV6) notPublicIpv6.addSubnet(network, prefix, 'ipv6');
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a dotted IPv4 tail folded in). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(':') : []);
  const groups =
    tail === undefined
      ? part(head)
      : [...part(head), ...Array<string>(8 - part(head).length - part(tail).length).fill('0'), ...part(tail)];
  return groups.map((g) => parseInt(g, 16));
}

/**
 * The IPv4 address an IPv6 form stands for: IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible
 * (::a.b.c.d) and the NAT64 well-known prefix (64:ff9b::a.b.c.d), however the address is spelled.
 */
function embeddedIpv4(address: string): string | null {
  const g = ipv6Groups(address);
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  const mapped = zeros(0, 5) && g[5] === 0xffff;
  const compatible = zeros(0, 6);
  const nat64 = g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6);
  if (!mapped && !compatible && !nat64) return null;
  return [g[6]! >> 8, g[6]! & 0xff, g[7]! >> 8, g[7]! & 0xff].join('.');
}

/** True for every address a webhook must not reach: anything but a public unicast address. */
export function isNonPublicAddress(address: string): boolean {
  const bare = address.replace(/%.*$/, '');
  const kind = isIP(bare);
  if (kind === 4) return notPublicIpv4.check(bare, 'ipv4');
  if (kind !== 6) return true;
  const v4 = embeddedIpv4(bare);
  if (v4 !== null) return notPublicIpv4.check(v4, 'ipv4');
  return !globalUnicast.check(bare, 'ipv6') || notPublicIpv6.check(bare, 'ipv6');
}

/** Where a webhook may be sent: the problem to show, or the checked address to connect to. */
export type TargetCheck =
  | { problem: string }
  | { problem: null; /** Production: the address that was checked (connect to it, not to a new lookup). */ pinned: PinnedAddress | null };
export interface PinnedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * Production only sends webhooks to public https addresses (ADR 0144): an organization must not be able
 * to make the server call its own network. Outside production, local receivers are allowed for
 * development and tests. Checked when the endpoint is saved and again, after DNS, before each send;
 * the send then connects to the address checked, so a DNS answer that changes in between (rebinding)
 * cannot point it elsewhere.
 */
export async function checkWebhookTarget(url: string, production: boolean): Promise<TargetCheck> {
  if (!production) return { problem: null, pinned: null };
  const target = new URL(url);
  if (target.protocol !== 'https:') return { problem: 'Use an https:// address' };
  const host = target.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return { problem: 'Use a public address' };
  const addresses = isIP(host)
    ? [{ address: host, family: isIP(host) as 4 | 6 }]
    : (await lookup(host, { all: true }).catch(() => [])).map((a) => ({
        address: a.address,
        family: a.family as 4 | 6,
      }));
  if (addresses.length === 0) return { problem: 'This host name does not resolve' };
  if (addresses.some((a) => isNonPublicAddress(a.address))) return { problem: 'Use a public address' };
  return { problem: null, pinned: addresses[0]! };
}
