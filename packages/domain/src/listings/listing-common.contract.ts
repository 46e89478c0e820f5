import { z } from 'zod';
import { Bps, Cents, Text } from '../transactions/transaction-common.contract';
import { LISTING_KINDS, LISTING_STATUSES } from './listing-status';

/** Building blocks of the listings contracts (snake_case JSON, money in integer cents). */
export const ListingStatusSchema = z.enum(LISTING_STATUSES);
export const ListingKindSchema = z.enum(LISTING_KINDS);

export const CommissionOfferedInput = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('percent'), rate_bps: Bps }),
  z.strictObject({ kind: z.literal('flat'), amount_cents: Cents }),
]);
export type CommissionOfferedInput = z.infer<typeof CommissionOfferedInput>;
export const CommissionOfferedDto = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('percent'), rate_bps: z.number().int() }),
  z.object({ kind: z.literal('flat'), amount_cents: z.number().int() }),
]);

export const Features = z.array(Text(60).pipe(z.string().min(1, 'Required'))).max(40);
