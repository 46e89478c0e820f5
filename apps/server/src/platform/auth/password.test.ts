import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, verifyPassword } from './password';

describe('passwords', () => {
  it('refuses well-known passwords case-insensitively and accepts a passphrase', () => {
    expect(isCommonPassword('password1')).toBe(true);
    expect(isCommonPassword('PASSWORD1')).toBe(true);
    expect(isCommonPassword('Harbor-lights-77!')).toBe(false);
  });

  it('hashes with argon2id and verifies only the right password', async () => {
    const digest = await hashPassword('Harbor-lights-77!');
    expect(digest.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword({ hash: digest, password: 'Harbor-lights-77!' })).toBe(true);
    expect(await verifyPassword({ hash: digest, password: 'harbor-lights-77!' })).toBe(false);
    expect(await verifyPassword({ hash: 'not-a-hash', password: 'x' })).toBe(false);
  });
});
