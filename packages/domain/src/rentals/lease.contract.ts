import { z } from 'zod';
import {
  Cents,
  Cursor,
  IsoDate,
  PageLimit,
  RequiredText,
  Text,
  Uuid,
} from '../transactions/transaction-common.contract';
import { LateFeeRule } from './late-fees';
import { LEASE_STATUSES, LEASE_TERM_KINDS } from './rental-enums';

export const LeaseStatusSchema = z.enum(LEASE_STATUSES);
export const RecurringChargeInput = z.strictObject({
  code: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,29}$/, 'Lower-case letters, digits and _')
    .refine((c) => c !== 'rent' && c !== 'late_fee', 'Reserved'),
  label: RequiredText(60),
  amount_cents: Cents.min(1, 'More than 0'),
});

const leaseTerms = {
  term_kind: z.enum(LEASE_TERM_KINDS, 'Fixed or month to month'),
  start_date: IsoDate,
  end_date: IsoDate.nullable().default(null),
  rent_cents: Cents.min(1, 'More than 0'),
  due_day: z.int('Whole day').min(1, 'From 1').max(28, 'Up to 28'),
  deposit_cents: Cents.default(0),
  recurring_charges: z.array(RecurringChargeInput).max(10).default([]),
  late_fee: LateFeeRule.nullable().default(null),
};

const datesInOrder = (
  v: { term_kind?: string; start_date?: string; end_date?: string | null },
  ctx: z.RefinementCtx,
) => {
  if (v.term_kind === 'fixed' && !v.end_date)
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'A fixed term needs an end date' });
  if (v.start_date && v.end_date && v.end_date < v.start_date)
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'Must be on or after the start date' });
};

export const CreateLeaseInput = z
  .strictObject({
    unit_id: Uuid('unit'),
    tenant_contact_ids: z.array(Uuid('contact')).min(1, 'At least one tenant').max(8),
    renewal_of: Uuid('lease').nullable().default(null),
    /** The lease-type deal (or accepted rental offer's deal) this lease is made from (ADR 0171). */
    source_transaction_id: Uuid('deal').nullable().default(null),
    ...leaseTerms,
  })
  .superRefine(datesInOrder);
export type CreateLeaseInput = z.infer<typeof CreateLeaseInput>;

/** Terms change only while the lease is a draft; a signed lease changes by renewal (a new lease). */
export const UpdateLeaseInput = z
  .strictObject({
    term_kind: leaseTerms.term_kind.optional(),
    start_date: IsoDate.optional(),
    end_date: IsoDate.nullable().optional(),
    rent_cents: leaseTerms.rent_cents.optional(),
    due_day: leaseTerms.due_day.optional(),
    deposit_cents: Cents.optional(),
    // Without the create default: a PATCH that leaves the charges out keeps them.
    recurring_charges: leaseTerms.recurring_charges.unwrap().optional(),
    late_fee: LateFeeRule.nullable().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type UpdateLeaseInput = z.infer<typeof UpdateLeaseInput>;

export const TransitionLeaseInput = z.strictObject({
  status: LeaseStatusSchema,
  /** move-in (to active) or move-out (to ended) date; notice: the end date the notice gives. */
  date: IsoDate.optional(),
});
export type TransitionLeaseInput = z.infer<typeof TransitionLeaseInput>;

export const LeaseIdParams = z.strictObject({ id: Uuid('lease') });

export const LeaseDto = z.object({
  id: z.uuid(),
  version: z.number().int(),
  status: LeaseStatusSchema,
  term_kind: z.enum(LEASE_TERM_KINDS),
  rental_property_id: z.uuid(),
  property_address: z.string(),
  unit: z.object({ id: z.uuid(), label: z.string() }),
  tenants: z.array(z.object({ contact_id: z.uuid(), name: z.string() })),
  start_date: z.string(),
  end_date: z.string().nullable(),
  move_in_date: z.string().nullable(),
  move_out_date: z.string().nullable(),
  rent_cents: z.number().int(),
  due_day: z.number().int(),
  deposit_cents: z.number().int(),
  recurring_charges: z.array(
    z.object({ code: z.string(), label: z.string(), amount_cents: z.number().int() }),
  ),
  late_fee: z
    .object({
      grace_days: z.number().int(),
      kind: z.string(),
      amount_cents: z.number().int().nullable(),
      rate_bps: z.number().int().nullable(),
      cap_cents: z.number().int().nullable(),
    })
    .nullable(),
  renewal_of: z.uuid().nullable(),
  source_transaction_id: z.uuid().nullable(),
  balance_cents: z.number().int(),
  allowed_next_statuses: z.array(LeaseStatusSchema),
  created_at: z.iso.datetime(),
});
export type LeaseDto = z.infer<typeof LeaseDto>;

export const ListLeasesQuery = z.strictObject({
  status: LeaseStatusSchema.optional(),
  rental_property_id: Uuid('rental property').optional(),
  q: Text(100).optional(),
  limit: PageLimit,
  cursor: Cursor.optional(),
});
export type ListLeasesQuery = z.infer<typeof ListLeasesQuery>;
export const LeasePage = z.object({ items: z.array(LeaseDto), nextCursor: z.string().nullable() });
export type LeasePage = z.infer<typeof LeasePage>;
