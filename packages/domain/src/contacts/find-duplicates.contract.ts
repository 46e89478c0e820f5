import { z } from 'zod';
import { EmailEntry, PhoneEntry, LIMITS } from './contact.contract';

export const DUPLICATE_REASONS = ['email', 'phone', 'same_name', 'similar_name'] as const;

const Brief = z.object({
  id: z.uuid(),
  display_name: z.string(),
  emails: z.array(z.object({ label: z.string(), value: z.string() })),
  phones: z.array(z.object({ label: z.string(), value: z.string() })),
  owner_id: z.string().nullable(),
  stage: z.string(),
  user_id: z.string().nullable(),
  created_at: z.string(),
});
export const DuplicateContactBrief = Brief;

export const DuplicatePairDto = z.object({
  score: z.number(),
  reasons: z.array(z.enum(DUPLICATE_REASONS)),
  a: Brief,
  b: Brief,
});
export type DuplicatePairDto = z.infer<typeof DuplicatePairDto>;

/** Likely duplicates among the contacts the caller can see, best first; or those of one contact. */
export const FindDuplicatesQuery = z.strictObject({
  contact_id: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const DuplicatePairList = z.object({ items: z.array(DuplicatePairDto) });

/** Before saving (quick add): who already matches this draft? */
export const CheckDuplicatesInput = z.strictObject({
  first_name: z.string().trim().max(LIMITS.name).default(''),
  last_name: z.string().trim().max(LIMITS.name).default(''),
  emails: z.array(EmailEntry).max(LIMITS.emails).default([]),
  phones: z.array(PhoneEntry).max(LIMITS.phones).default([]),
});
export type CheckDuplicatesInput = z.infer<typeof CheckDuplicatesInput>;
export const DuplicateMatchList = z.object({
  items: z.array(
    z.object({ score: z.number(), reasons: z.array(z.enum(DUPLICATE_REASONS)), contact: Brief }),
  ),
});
