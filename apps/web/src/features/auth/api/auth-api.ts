/** Better Auth endpoints used by the sign-in screens (plain fetch through the typed client). */
import { api } from '@/lib/api-client';

export const VERIFY_EMAIL_PATH = '/verify-email';
export const RESET_PASSWORD_PATH = '/reset-password';

export interface SignUpValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
}

export function signIn(values: { email: string; password: string }) {
  return api.post<{ user: { id: string } }>('/api/auth/sign-in/email', values);
}

export function signUp(values: SignUpValues) {
  return api.post('/api/auth/sign-up/email', {
    ...values,
    name: `${values.first_name} ${values.last_name}`.trim(),
    callbackURL: VERIFY_EMAIL_PATH,
  });
}

export function verifyEmail(token: string) {
  return api.get<{ status: boolean }>('/api/auth/verify-email', { query: { token } });
}

export function sendVerificationEmail(email: string) {
  return api.post('/api/auth/send-verification-email', { email, callbackURL: VERIFY_EMAIL_PATH });
}

export function requestPasswordReset(email: string) {
  return api.post<{ status: boolean; message?: string }>('/api/auth/request-password-reset', {
    email,
    redirectTo: RESET_PASSWORD_PATH,
  });
}

export function resetPassword(values: { newPassword: string; token: string }) {
  return api.post<{ status: boolean }>('/api/auth/reset-password', values);
}

export function syncVerification() {
  return api.post('/api/me/sync-verification', {});
}
