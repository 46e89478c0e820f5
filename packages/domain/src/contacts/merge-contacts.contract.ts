import { z } from 'zod';
import { ContactDto } from './contact.contract';

/** Single-valued fields where the caller may pick the duplicate's value over the survivor's. */
export const MERGE_PICKABLE_FIELDS = [
  'first_name',
  'last_name',
  'address',
  'stage',
  'lead_source',
  'price_min',
  'price_max',
  'birthday',
  'home_anniversary',
  'owner_id',
  'team_id',
  'consent_email',
  'consent_sms',
] as const;
export type MergePickableField = (typeof MERGE_PICKABLE_FIELDS)[number];

/**
 * POST /api/contacts/{id}/merge: `{id}` survives, `duplicate_id` is merged into it. Lists
 * (e-mails, phones, types, tags, areas) are united; notes are joined; empty survivor fields take
 * the duplicate's value; `prefer` picks the duplicate's value for the listed fields.
 * Versions (issue 19, ADR 0092): the survivor's as If-Match (or a top-level `version`), the
 * duplicate's as `duplicate_version`; either one moved on → 409 STALE_VERSION.
 */
export const MergeContactsInput = z.strictObject({
  duplicate_id: z.uuid('Must be a contact id'),
  /** The version of the duplicate the merge was chosen from; omitted = not checked (API clients). */
  duplicate_version: z.number().int().min(1, 'Must be a whole number ≥ 1').optional(),
  prefer: z.partialRecord(z.enum(MERGE_PICKABLE_FIELDS), z.enum(['survivor', 'duplicate'])).default({}),
});
export type MergeContactsInput = z.infer<typeof MergeContactsInput>;

export const MergeContactsOutput = z.object({
  contact: ContactDto,
  merged_id: z.uuid(),
  moved: z.object({
    activities: z.number().int(),
    tasks: z.number().int(),
    invitations: z.number().int(),
    deal_links: z.number().int(),
  }),
});
export type MergeContactsOutput = z.infer<typeof MergeContactsOutput>;
