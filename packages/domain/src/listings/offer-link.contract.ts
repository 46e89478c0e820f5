import { z } from 'zod';

/** A listing's offer link as the listing side sees it; `accepting` = on, and the listing takes offers. */
export const OfferLinkDto = z.object({
  listing_id: z.uuid(),
  version: z.number().int(),
  link_key: z.string(),
  path: z.string(),
  enabled: z.boolean(),
  accepting: z.boolean(),
  response_deadline: z.iso.datetime().nullable(),
  requires_preapproval: z.boolean(),
  requires_proof_of_funds: z.boolean(),
});
export type OfferLinkDto = z.infer<typeof OfferLinkDto>;

/** Creates the link on first use; later calls change it (based on its version). */
export const SaveOfferLinkInput = z.strictObject({
  enabled: z.boolean().optional(),
  response_deadline: z.iso
    .datetime({ offset: true, message: 'Must be a date and time' })
    .nullable()
    .optional(),
  requires_preapproval: z.boolean().optional(),
  requires_proof_of_funds: z.boolean().optional(),
});
export type SaveOfferLinkInput = z.infer<typeof SaveOfferLinkInput>;
