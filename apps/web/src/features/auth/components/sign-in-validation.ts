/**
 * Sign-in checks without zod: /login has a 120 KB budget and zod alone is ~23 KB gzipped
 * (docs/decisions/0013-login-bundle-budget.md). These mirror SignInInput in
 * packages/domain/src/auth/auth.contract.ts — a unit test keeps them in step — and the server
 * validates with the contract itself, so its field errors still reach the form.
 */
import { PASSWORD_MAX_LENGTH } from '@threshold/domain/auth/password-policy';

export const SIGN_IN_PASSWORD_MAX_LENGTH = PASSWORD_MAX_LENGTH;
export const EMAIL_MAX_LENGTH = 254;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface SignInValues {
  email: string;
  password: string;
}

export type SignInErrors = Partial<Record<keyof SignInValues, string>>;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function validateSignIn(values: SignInValues): SignInErrors {
  const errors: SignInErrors = {};
  const email = normalizeEmail(values.email);
  if (!EMAIL_PATTERN.test(email) || email.length > EMAIL_MAX_LENGTH)
    errors.email = 'Enter a valid e-mail address';
  if (values.password.length === 0) errors.password = 'Password is required';
  else if (values.password.length > SIGN_IN_PASSWORD_MAX_LENGTH) errors.password = 'Password is too long';
  return errors;
}
