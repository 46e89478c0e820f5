import { z } from 'zod';
import { Bps, Cents, Uuid } from '../transactions/transaction-common.contract';

/** A landlord client and their management agreement: the brokerage's fee percent and leasing fee. */
export const CreateOwnerInput = z.strictObject({
  contact_id: Uuid('contact'),
  management_fee_bps: Bps,
  leasing_fee_cents: Cents,
});
export type CreateOwnerInput = z.infer<typeof CreateOwnerInput>;

/** The fee figures are the brokerage's fees: null for callers who may not see them (ADR 0111). */
export const OwnerDto = z.object({
  id: z.uuid(),
  version: z.number().int(),
  contact_id: z.uuid(),
  name: z.string(),
  has_portal_access: z.boolean(),
  management_fee_bps: z.number().int().nullable(),
  leasing_fee_cents: z.number().int().nullable(),
  property_count: z.number().int(),
});
export type OwnerDto = z.infer<typeof OwnerDto>;
export const OwnerList = z.object({ items: z.array(OwnerDto) });
