import { z } from 'zod';
import { Cents, IsoDate, RequiredText, Text } from '../transactions/transaction-common.contract';
import { DEPOSIT_ENTRY_KINDS } from './deposit-ledger';
import { LEDGER_ENTRY_KINDS } from './rent-ledger';
import { PAYMENT_METHODS } from './rental-enums';

const positive = Cents.min(1, 'More than 0');

/** What staff post by hand: payments, credits and adjustments. Charges and late fees are generated. */
export const PostLedgerEntryInput = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('payment'),
      amount_cents: positive,
      entry_date: IsoDate,
      method: z.enum(PAYMENT_METHODS, 'Check, ACH, cash or card'),
      reference: Text(80).nullable().default(null),
    }),
    z.strictObject({
      kind: z.literal('credit'),
      amount_cents: positive,
      entry_date: IsoDate,
      reason: RequiredText(200),
    }),
    z.strictObject({
      kind: z.literal('adjustment'),
      amount_cents: z
        .int('Whole cents')
        .min(-100_000_000_00, 'Too large')
        .max(100_000_000_00, 'Too large')
        .refine((n) => n !== 0, 'Not zero'),
      entry_date: IsoDate,
      reason: RequiredText(200),
    }),
  ],
  'Payment, credit or adjustment',
);
export type PostLedgerEntryInput = z.infer<typeof PostLedgerEntryInput>;

export const AgingDto = z.object({
  current: z.number().int(),
  days_30: z.number().int(),
  days_60: z.number().int(),
  days_90_plus: z.number().int(),
});

export const LedgerEntryDto = z.object({
  id: z.uuid(),
  kind: z.enum(LEDGER_ENTRY_KINDS),
  code: z.string().nullable(),
  description: z.string(),
  period: z.string().nullable(),
  entry_date: z.string(),
  due_date: z.string().nullable(),
  amount_cents: z.number().int(),
  method: z.string().nullable(),
  reference: z.string().nullable(),
  /** The balance after this entry, in ledger order. */
  balance_cents: z.number().int(),
  created_at: z.iso.datetime(),
});
export type LedgerEntryDto = z.infer<typeof LedgerEntryDto>;

export const DepositEntryDto = z.object({
  id: z.uuid(),
  kind: z.enum(DEPOSIT_ENTRY_KINDS),
  amount_cents: z.number().int(),
  reason: z.string(),
  entry_date: z.string(),
});

export const LeaseLedgerDto = z.object({
  lease_id: z.uuid(),
  entries: z.array(LedgerEntryDto),
  charges_cents: z.number().int(),
  payments_cents: z.number().int(),
  credits_cents: z.number().int(),
  balance_cents: z.number().int(),
  overdue_cents: z.number().int(),
  prepaid_cents: z.number().int(),
  aging: AgingDto,
  deposit: z.object({ held_cents: z.number().int(), entries: z.array(DepositEntryDto) }),
});
export type LeaseLedgerDto = z.infer<typeof LeaseLedgerDto>;

/** Deposit movements: received, applied to the rent balance, itemized deductions, returned. */
export const PostDepositEntryInput = z.strictObject({
  kind: z.enum(DEPOSIT_ENTRY_KINDS, 'Received, applied to balance, deduction or returned'),
  amount_cents: positive,
  reason: RequiredText(200),
  entry_date: IsoDate,
});
export type PostDepositEntryInput = z.infer<typeof PostDepositEntryInput>;

export const GenerateChargesInput = z.strictObject({ as_of: IsoDate.optional() });
export const GenerateChargesResult = z.object({
  as_of: z.string(),
  leases: z.number().int(),
  posted: z.number().int(),
  posted_cents: z.number().int(),
});
export type GenerateChargesResult = z.infer<typeof GenerateChargesResult>;
