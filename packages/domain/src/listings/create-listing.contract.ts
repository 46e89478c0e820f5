import { z } from 'zod';
import {
  AddressDto,
  Cents,
  IsoDate,
  PersonRef,
  PropertyTypeSchema,
  Text,
  UserId,
} from '../transactions/transaction-common.contract';
import {
  CommissionOfferedDto,
  CommissionOfferedInput,
  ListingKindSchema,
  ListingStatusSchema,
} from './listing-common.contract';
import { ListingAgentDto, ListingAgentsInput } from './listing-agents';

/** A listing of a property: sale or rent, priced, dated, with the seller clients from the CRM. */
export const CreateListingInput = z
  .strictObject({
    property_id: z.uuid('Choose a property'),
    kind: ListingKindSchema.default('sale'),
    /** A new listing starts as ComingSoon or Active. */
    status: z.enum(['ComingSoon', 'Active']).default('Active'),
    list_price_cents: Cents.pipe(z.number().min(1, 'Required')),
    listing_date: IsoDate.optional(),
    expiration_date: IsoDate.nullable().optional().default(null),
    mls_number: Text(40).nullable().optional().default(null),
    buyer_agent_commission: CommissionOfferedInput.nullable().optional().default(null),
    listing_commission: CommissionOfferedInput.nullable().optional().default(null),
    showing_instructions: Text(2000).nullable().optional().default(null),
    /** The listing agent; defaults to the caller. Only brokers may list for another agent. */
    owner_id: UserId.optional(),
    /**
     * The listing agents, one primary (ADR 0145); instead of `owner_id`. Without it the listing has
     * one agent: `owner_id` or the caller. Listing without being one of them needs broker authority.
     */
    agents: ListingAgentsInput.optional(),
    seller_contact_ids: z.array(z.uuid('Must be a contact id')).max(10).default([]),
  })
  .refine((v) => !v.expiration_date || !v.listing_date || v.expiration_date > v.listing_date, {
    message: 'Must be after the listing date',
    path: ['expiration_date'],
  })
  .refine((v) => !(v.owner_id && v.agents), {
    message: 'Give the agents or the owner, not both',
    path: ['owner_id'],
  });
export type CreateListingInput = z.infer<typeof CreateListingInput>;

export const ListingPropertyDto = z.object({
  id: z.uuid(),
  address: AddressDto,
  property_type: PropertyTypeSchema.nullable(),
  beds: z.number().int().nullable(),
  baths: z.number().nullable(),
  square_feet: z.number().int().nullable(),
  year_built: z.number().int().nullable(),
});

export const ListingDto = z.object({
  id: z.uuid(),
  version: z.number().int(),
  organization_id: z.uuid(),
  property: ListingPropertyDto.extend({
    lot_square_feet: z.number().int().nullable(),
    features: z.array(z.string()),
    description: z.string().nullable(),
    parcel_number: z.string().nullable(),
  }),
  kind: ListingKindSchema,
  status: ListingStatusSchema,
  allowed_next_statuses: z.array(ListingStatusSchema),
  list_price_cents: z.number().int(),
  original_list_price_cents: z.number().int(),
  listing_date: z.string(),
  expiration_date: z.string().nullable(),
  days_on_market: z.number().int(),
  mls_number: z.string().nullable(),
  buyer_agent_commission: CommissionOfferedDto.nullable(),
  listing_commission: CommissionOfferedDto.nullable(),
  showing_instructions: z.string().nullable(),
  /** The primary listing agent. */
  owner: PersonRef,
  /** Every listing agent, the primary first (ADR 0145). */
  agents: z.array(ListingAgentDto),
  sellers: z.array(z.object({ contact_id: z.uuid(), first_name: z.string(), last_name: z.string() })),
  transaction_id: z.uuid().nullable(),
  price_history: z.array(z.object({ price_cents: z.number().int(), changed_at: z.iso.datetime() })),
  status_history: z.array(
    z.object({ from: ListingStatusSchema.nullable(), to: ListingStatusSchema, changed_at: z.iso.datetime() }),
  ),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type ListingDto = z.infer<typeof ListingDto>;

export const ListingIdParams = z.strictObject({ id: z.uuid('Must be a listing id') });
