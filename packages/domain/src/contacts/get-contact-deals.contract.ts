import { z } from 'zod';

/**
 * Deals of the contact's organization the contact takes part in (transaction_participants.contact_id).
 * Only title, status and the contact's roles: opening the deal goes through the transactions API
 * and its scope.
 */
export const ContactDealDto = z.object({
  transaction_id: z.string(),
  title: z.string().nullable(),
  status: z.string().nullable(),
  participant_roles: z.array(z.string()),
  updated_at: z.string().nullable(),
});
export type ContactDealDto = z.infer<typeof ContactDealDto>;
export const ContactDealList = z.object({ items: z.array(ContactDealDto) });
