import { describe, expect, it } from 'vitest';
import { normalizeSha256, sha256Hex, utcTime } from './sha256-hex';

describe('verify hashing helpers', () => {
  it('hashes a file as the server does (SHA-256, lower-case hex)', async () => {
    // SHA-256("abc"), FIPS 180-2 test vector.
    expect(await sha256Hex(new Blob(['abc']))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('accepts a pasted hash with spaces or upper case, and refuses anything else', () => {
    const hash = 'BA7816BF 8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD';
    expect(normalizeSha256(` ${hash}\n`)).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(normalizeSha256('ba7816bf')).toBeNull();
    expect(normalizeSha256('z'.repeat(64))).toBeNull();
  });

  it('shows times in UTC to the second, like the certificate page', () => {
    expect(utcTime('2026-11-26T09:05:07.123Z')).toBe('2026-11-26 09:05:07 UTC');
  });
});
