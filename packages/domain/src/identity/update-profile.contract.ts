import { z } from 'zod';
import { UserProfileDto } from './get-me.contract';

const name = z.string().trim().min(1, 'Required').max(100, 'At most 100 characters');

export const UpdateProfileInput = z
  .object({
    first_name: name.optional(),
    last_name: name.optional(),
    profile_image_url: z
      .union([z.url({ protocol: /^https?$/, message: 'Must be an http(s) URL' }).max(2048), z.literal(''), z.null()])
      .optional()
      .transform((v) => (v === '' ? null : v)),
    ccpa_opt_out: z.boolean().optional(),
  })
  .strict();
export type UpdateProfileInput = z.infer<typeof UpdateProfileInput>;

export const UpdateProfileOutput = UserProfileDto;
