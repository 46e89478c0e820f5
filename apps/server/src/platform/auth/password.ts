import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from '@threshold/domain/auth/password-policy';

/** OWASP ASVS 5 appendix C: argon2id with at least 19 MiB of memory and 2 iterations. */
const ARGON2_OPTIONS = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;


export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword({ hash: digest, password }: { hash: string; password: string }) {
  try {
    return await verify(digest, password);
  } catch {
    return false;
  }
}

const commonPasswords = new Set(dictionary.passwords.filter((p) => p.length >= PASSWORD_MIN_LENGTH));

/** Refuses passwords from a list of ~49k leaked ones (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
