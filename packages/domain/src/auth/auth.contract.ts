import { z } from 'zod';

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-policy';

/** Spec §5 and the platform issue: e-mail typed, password 8–128 characters. */
const email = z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address').max(254));
const password = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`);
const personName = z.string({ error: 'Required' }).trim().min(1, 'Required').max(100, 'At most 100 characters');
const relativePath = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)/, 'Must be a path on this site')
  .optional();

export const SignUpInput = z.object({
  email,
  password,
  first_name: personName,
  last_name: personName,
  name: z.string().max(201).optional(),
  callbackURL: relativePath,
});
export type SignUpInput = z.infer<typeof SignUpInput>;

export const SignInInput = z.object({
  email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
  rememberMe: z.boolean().optional(),
  callbackURL: relativePath,
});

export const RequestPasswordResetInput = z.object({ email, redirectTo: relativePath });

export const ResetPasswordInput = z.object({
  newPassword: password,
  token: z.string({ error: 'The reset link is incomplete' }).min(1).max(500),
});

export const ChangePasswordInput = z.object({
  currentPassword: z.string().min(1, 'Enter your current password').max(PASSWORD_MAX_LENGTH),
  newPassword: password,
  revokeOtherSessions: z.boolean().optional(),
});

export const SendVerificationEmailInput = z.object({ email, callbackURL: relativePath });
