import { describe, expect, it } from 'vitest';
import { SignInInput } from '@threshold/domain/auth/auth.contract';
import { PASSWORD_MAX_LENGTH } from '@threshold/domain/auth/password-policy';
import { SIGN_IN_PASSWORD_MAX_LENGTH, validateSignIn } from './sign-in-validation';

const samples = [
  { email: 'broker@demo.test', password: 'demo-pass-2026' },
  { email: '  Broker@Demo.Test ', password: 'x' },
  { email: '', password: 'x' },
  { email: 'not-an-email', password: 'x' },
  { email: 'a@b', password: 'x' },
  { email: 'a@b.co', password: '' },
  { email: 'a@b.co', password: 'p'.repeat(129) },
  { email: 'a b@c.de', password: 'x' },
];

describe('sign-in validation without zod', () => {
  it('uses the contract limit', () => {
    expect(SIGN_IN_PASSWORD_MAX_LENGTH).toBe(PASSWORD_MAX_LENGTH);
  });

  it.each(samples)('agrees with SignInInput on %j', (sample) => {
    const contract = SignInInput.safeParse(sample);
    const errors = validateSignIn(sample);
    expect(Object.keys(errors).length === 0).toBe(contract.success);
  });
});
