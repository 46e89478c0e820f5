import { describe, expect, it } from 'vitest';
import { checkWebhookTarget, isNonPublicAddress } from './webhook-target';

/** As a URL host normalises them: `https://[::ffff:127.0.0.1]/` reaches the check as `::ffff:7f00:1`. */
const bracketed = (url: string) => new URL(url).hostname.replace(/^\[|\]$/g, '');

describe('webhook targets', () => {
  it('refuses loopback, private, link-local and every special-purpose IPv4 block', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '100.64.0.1',
      '192.0.0.8',
      '192.0.2.10',
      '198.18.0.1',
      '198.19.255.254',
      '198.51.100.7',
      '203.0.113.9',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
    ])
      expect(isNonPublicAddress(address), address).toBe(true);
  });

  it('reads IPv4 inside IPv6 however it is spelled: mapped, compatible and NAT64', () => {
    for (const address of [
      '::ffff:10.0.0.1',
      bracketed('https://[::ffff:127.0.0.1]:4199/'),
      '::ffff:a9fe:a9fe',
      '::127.0.0.1',
      bracketed('https://[::127.0.0.1]/'),
      '64:ff9b::7f00:1',
      '64:ff9b::10.0.0.1',
      '0:0:0:0:0:ffff:7f00:0001',
    ])
      expect(isNonPublicAddress(address), address).toBe(true);
    // The same forms around a public IPv4 address are public.
    expect(isNonPublicAddress('::ffff:8.8.8.8')).toBe(false);
    expect(isNonPublicAddress('64:ff9b::808:808')).toBe(false);
  });

  it('takes only global unicast IPv6 outside its special blocks', () => {
    for (const address of [
      '::',
      '::1',
      'fd00::1',
      'fc00::1',
      'fe80::1%eth0',
      'ff02::1',
      '100::1',
      '64:ff9b:1::1',
      '2001::1',
      '2001:db8::1',
      '2002:7f00:1::1',
      '3fff::1',
      '5f00::1',
    ])
      expect(isNonPublicAddress(address), address).toBe(true);
    for (const address of ['93.184.216.34', '172.32.0.1', '8.8.8.8', '2606:4700::1111', '2a00:1450:4001::200e'])
      expect(isNonPublicAddress(address), address).toBe(false);
  });

  it('in production takes only https to public addresses and pins the address it checked', async () => {
    expect((await checkWebhookTarget('http://93.184.216.34/hook', true)).problem).toBe('Use an https:// address');
    for (const url of [
      'https://127.0.0.1/hook',
      'https://[::1]/hook',
      'https://[::ffff:127.0.0.1]:4199/',
      'https://[::ffff:a9fe:a9fe]/',
      'https://[64:ff9b::7f00:1]/',
      'https://198.18.0.1/',
      'https://api.localhost/hook',
    ])
      expect((await checkWebhookTarget(url, true)).problem, url).toBe('Use a public address');
    expect(await checkWebhookTarget('https://93.184.216.34/hook', true)).toEqual({
      problem: null,
      pinned: { address: '93.184.216.34', family: 4 },
    });
    expect(await checkWebhookTarget('http://127.0.0.1:9999/hook', false)).toEqual({ problem: null, pinned: null });
  });
});
