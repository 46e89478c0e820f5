import { z } from 'zod';
import { isTimeZone } from '../organizations/organization-settings.contract';

export const PLATFORM_SETTINGS_DEFAULTS = {
  support_email: null,
  signup_open: true,
  default_time_zone: 'America/New_York',
} as const;

export const UpdatePlatformSettingsInput = z
  .object({
    support_email: z
      .string()
      .trim()
      .email('Enter an e-mail address such as support@example.com')
      .max(320)
      .nullable(),
    signup_open: z.boolean(),
    default_time_zone: z
      .string()
      .trim()
      .min(1, 'Choose a time zone')
      .max(64)
      .refine(isTimeZone, 'Choose a time zone such as America/New_York'),
  })
  .strict();
export type UpdatePlatformSettingsInput = z.infer<typeof UpdatePlatformSettingsInput>;

export const PlatformSettingsDto = z.object({
  support_email: z.string().nullable(),
  signup_open: z.boolean(),
  default_time_zone: z.string(),
  version: z.number().int(),
  updated_at: z.string().nullable(),
});
export type PlatformSettingsDto = z.infer<typeof PlatformSettingsDto>;

/** GET /api/platform/sign-up (public): whether anyone may sign up, and whom to ask otherwise. */
export const SignUpPolicyDto = z.object({
  signup_open: z.boolean(),
  support_email: z.string().nullable(),
});
export type SignUpPolicyDto = z.infer<typeof SignUpPolicyDto>;

export const SIGNUP_CLOSED_MESSAGE =
  'Sign-up is by invitation only. Ask your brokerage to invite you, then use the link in the e-mail.';
