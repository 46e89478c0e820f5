import { describe, expect, it } from 'vitest';
import { isPrivateAddress, publicTargetProblem } from './webhook-target';

describe('webhook targets', () => {
  it('tells private and loopback addresses from public ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '::ffff:10.0.0.1',
      '0.0.0.0',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['93.184.216.34', '172.32.0.1', '2606:4700::1111', '8.8.8.8'])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it('in production takes only https to public addresses; elsewhere local receivers are allowed', async () => {
    expect(await publicTargetProblem('http://93.184.216.34/hook', true)).toBe('Use an https:// address');
    expect(await publicTargetProblem('https://127.0.0.1/hook', true)).toBe('Use a public address');
    expect(await publicTargetProblem('https://[::1]/hook', true)).toBe('Use a public address');
    expect(await publicTargetProblem('https://api.localhost/hook', true)).toBe('Use a public address');
    expect(await publicTargetProblem('https://93.184.216.34/hook', true)).toBeNull();
    expect(await publicTargetProblem('http://127.0.0.1:9999/hook', false)).toBeNull();
  });
});
