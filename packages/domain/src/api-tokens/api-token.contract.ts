import { z } from 'zod';
import { PERMISSIONS } from '../permissions';

/**
 * Personal API tokens (issue 17 item 8): `Authorization: Bearer thr_…` on the same API. A token
 * carries a subset of its creator's permissions and acts for the creator in the organization it was
 * made in; what it may do is that subset intersected with what the creator may do at each request.
 */
export const API_TOKEN_PREFIX = 'thr_';
/** How many characters of a token (after the prefix) are kept in clear to tell tokens apart. */
export const API_TOKEN_HINT_LENGTH = 6;
export const API_TOKEN_MAX_PER_USER = 20;

export const ApiTokenDto = z.object({
  id: z.uuid(),
  name: z.string(),
  /** `thr_` and the first characters, to recognise the token; the rest is never stored. */
  hint: z.string(),
  permissions: z.array(z.enum(PERMISSIONS)),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiTokenDto = z.infer<typeof ApiTokenDto>;

export const ApiTokenList = z.object({ items: z.array(ApiTokenDto) });
export type ApiTokenList = z.infer<typeof ApiTokenList>;

export const CreateApiTokenInput = z.strictObject({
  name: z.string().trim().min(1, 'Give the token a name').max(80, 'At most 80 characters'),
  /** Omitted: every permission the creator has now. */
  permissions: z.array(z.enum(PERMISSIONS)).min(1, 'Choose at least one permission').optional(),
  /** Omitted or null: the token does not expire (it can still be revoked). */
  expires_in_days: z
    .number()
    .int()
    .min(1, 'At least 1 day')
    .max(365, 'At most 365 days')
    .nullable()
    .optional(),
});
export type CreateApiTokenInput = z.infer<typeof CreateApiTokenInput>;

/** The answer to a create: the token itself appears here once and never again. */
export const CreatedApiToken = z.object({ token: z.string(), api_token: ApiTokenDto });
export type CreatedApiToken = z.infer<typeof CreatedApiToken>;
