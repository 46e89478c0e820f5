import { z } from 'zod';
import { ParticipantRoleSchema, Uuid } from './transaction-common.contract';

/**
 * A person on a deal. One row per person, with every role they hold on it (a dual agent is
 * buyer_agent and listing_agent; a couple buying and selling is buyer and seller). A participant may
 * be a user of the organization (user_id; clients linked this way see the deal read-only), a CRM
 * contact (contact_id), both, or just a name (an outside professional).
 */
export const ParticipantDto = z.object({
  id: z.uuid(),
  /** Bumped by every change; send it back as If-Match to edit or remove (issue 19). */
  version: z.number().int(),
  transaction_id: z.uuid(),
  user_id: z.string().nullable(),
  contact_id: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  display_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  roles: z.array(ParticipantRoleSchema),
  /** Holds a client role (buyer, seller, landlord, tenant). */
  is_client: z.boolean(),
  created_at: z.string(),
});
export type ParticipantDto = z.infer<typeof ParticipantDto>;
export const ParticipantList = z.object({ items: z.array(ParticipantDto) });

export const ParticipantParams = z.object({ id: Uuid('transaction'), participantId: Uuid('participant') });
