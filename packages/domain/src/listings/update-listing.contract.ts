import { z } from 'zod';
import { Cents, IsoDate, Text, UserId } from '../transactions/transaction-common.contract';
import { CommissionOfferedInput, ListingStatusSchema } from './listing-common.contract';
import { ListingDto } from './create-listing.contract';
import { ListingAgentsInput } from './listing-agents';

/**
 * Changes to a listing's terms, agent and sellers; a new price is kept in the price history, a new
 * seller list replaces the old one. Status moves by transition.
 */
export const UpdateListingInput = z
  .strictObject({
    list_price_cents: Cents.pipe(z.number().min(1, 'Required')).optional(),
    listing_date: IsoDate.optional(),
    expiration_date: IsoDate.nullable().optional(),
    mls_number: Text(40).nullable().optional(),
    buyer_agent_commission: CommissionOfferedInput.nullable().optional(),
    listing_commission: CommissionOfferedInput.nullable().optional(),
    showing_instructions: Text(2000).nullable().optional(),
    /** Another listing agent: brokers only (as when listing for another agent). */
    owner_id: UserId.optional(),
    /** The new set of listing agents, one primary (ADR 0145); replaces the old set. */
    agents: ListingAgentsInput.optional(),
    seller_contact_ids: z.array(z.uuid('Must be a contact id')).max(10).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to change', path: ['_'] })
  .refine((v) => !v.expiration_date || !v.listing_date || v.expiration_date > v.listing_date, {
    message: 'Must be after the listing date',
    path: ['expiration_date'],
  })
  .refine((v) => !(v.owner_id && v.agents), {
    message: 'Give the agents or the owner, not both',
    path: ['owner_id'],
  });
export type UpdateListingInput = z.infer<typeof UpdateListingInput>;

/** Move a listing to another RESO status (allowed transitions only). */
export const TransitionListingInput = z.strictObject({
  status: ListingStatusSchema,
  reason: Text(500).optional(),
});
export type TransitionListingInput = z.infer<typeof TransitionListingInput>;

export const UpdateListingOutput = ListingDto;
