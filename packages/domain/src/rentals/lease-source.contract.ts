import { z } from 'zod';
import { Uuid } from '../transactions/transaction-common.contract';

/** Where a new lease's terms come from: a lease-type deal, or an accepted offer on a rental listing. */
export const LeaseDraftQuery = z
  .strictObject({ transaction_id: Uuid('deal').optional(), offer_id: Uuid('offer').optional() })
  .refine((q) => (q.transaction_id ? 1 : 0) + (q.offer_id ? 1 : 0) === 1, {
    message: 'Give a deal or an offer',
    path: ['transaction_id'],
  });
export type LeaseDraftQuery = z.infer<typeof LeaseDraftQuery>;

/**
 * The prefilled terms of a lease made from a deal or an accepted rental offer (ADR 0171): the
 * rental property at the deal's address (or the listing's property), its units, the deal's tenants
 * (contacts), rent, deposit and dates. Fields the source does not know are null.
 */
export const LeaseDraftDto = z.object({
  source_transaction_id: z.uuid(),
  source_title: z.string(),
  rental_property_id: z.uuid().nullable(),
  property_address: z.string().nullable(),
  units: z.array(z.object({ id: z.uuid(), label: z.string(), status: z.string() })),
  tenants: z.array(z.object({ contact_id: z.uuid(), name: z.string() })),
  rent_cents: z.number().int().nullable(),
  deposit_cents: z.number().int().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
});
export type LeaseDraftDto = z.infer<typeof LeaseDraftDto>;
