import { z } from 'zod';
import { validateCommissionPlan } from './commission';
import {
  FINANCING_TYPES,
  PARTICIPANT_ROLES,
  PROPERTY_TYPES,
  TRANSACTION_SIDES,
  TRANSACTION_TYPES,
} from './transaction-enums';
import { TRANSACTION_STATUSES } from './transaction-status';

/**
 * Building blocks shared by the transaction contracts. JSON fields are snake_case like the rest of
 * the API; money is integer cents (`*_cents`); dates are "YYYY-MM-DD", instants ISO 8601.
 */
const noNul = (s: string) => !s.includes('\u0000');
/** Trimmed text without NUL characters (PostgreSQL text cannot hold them). */
export const Text = (max: number) =>
  z.string().trim().max(max, `At most ${max} characters`).refine(noNul, 'Contains an invalid character');
export const RequiredText = (max: number) => Text(max).pipe(z.string().min(1, 'Required'));

export const IsoDate = z.iso
  .date('Must be a date (YYYY-MM-DD)')
  .refine((d) => d >= '1900-01-01' && d <= '2199-12-31', 'Must be between 1900 and 2199');
export const Cents = z.int('Whole cents').min(0, 'Cannot be negative').max(100_000_000_000, 'Too large');
export const Bps = z.int('Whole basis points').min(0).max(10_000, 'At most 100% (10000 bps)');
export const UserId = z.string().min(1).max(64).refine(noNul, 'Not a user id');
export const Uuid = (what: string) => z.uuid(`Must be a ${what} id`);

export const TransactionTypeSchema = z.enum(TRANSACTION_TYPES);
export const TransactionSideSchema = z.enum(TRANSACTION_SIDES);
export const TransactionStatusSchema = z.enum(TRANSACTION_STATUSES);
export const PropertyTypeSchema = z.enum(PROPERTY_TYPES);
export const FinancingTypeSchema = z.enum(FINANCING_TYPES);
export const ParticipantRoleSchema = z.enum(PARTICIPANT_ROLES);

export const PersonRef = z.object({
  id: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
});
export type PersonRef = z.infer<typeof PersonRef>;

export const AddressInput = z.strictObject({
  line1: RequiredText(200),
  line2: Text(100).nullable().default(null),
  city: RequiredText(100),
  state: Text(50).default(''),
  postal_code: Text(20).default(''),
});
export const AddressDto = z.object({
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
});

/** Property facts; all optional. Baths come in halves (2.5). */
export const PropertyFields = {
  mls_number: Text(40).nullable(),
  property_type: PropertyTypeSchema.nullable(),
  beds: z.int().min(0).max(100).nullable(),
  baths: z.number().min(0).max(100).multipleOf(0.5, 'Whole or half baths').nullable(),
  square_feet: z.int().min(0).max(10_000_000).nullable(),
  year_built: z.int().min(1600).max(2100).nullable(),
};
export const PriceFields = {
  list_price_cents: Cents.nullable(),
  offer_price_cents: Cents.nullable(),
  sale_price_cents: Cents.nullable(),
  earnest_money_cents: Cents.nullable(),
  financing_type: FinancingTypeSchema.nullable(),
};

export const CommissionAmountSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('percent'), rate_bps: Bps }),
  z.strictObject({ kind: z.literal('flat'), amount_cents: Cents }),
]);
const SideSchema = z.enum(['listing', 'buyer']);

/** A commission plan as the API takes and returns it; `commission.ts` computes the figures. */
export const CommissionPlanSchema = z
  .strictObject({
    listing_side: CommissionAmountSchema.nullable().default(null),
    buyer_side: CommissionAmountSchema.nullable().default(null),
    referral: z
      .strictObject({ side: SideSchema, rate_bps: Bps, payee: RequiredText(200) })
      .nullable()
      .default(null),
    agents: z
      .array(z.strictObject({ user_id: UserId, side: SideSchema, share_bps: Bps, split_bps: Bps }))
      .max(10)
      .default([]),
    fees: z
      .array(
        z.strictObject({
          label: RequiredText(100),
          amount: CommissionAmountSchema,
          paid_by: z.enum(['agent', 'brokerage']),
          agent_user_id: UserId.nullable().default(null),
          payee: z.enum(['brokerage', 'external']),
        }),
      )
      .max(20)
      .default([]),
  })
  .superRefine((plan, ctx) => {
    for (const issue of validateCommissionPlan(toCommissionPlan(plan))) {
      ctx.addIssue({
        code: 'custom',
        message: issue.message,
        path: issue.path
          .replace(/([A-Z])/g, '_$1')
          .toLowerCase()
          .split('.'),
      });
    }
  });
export type CommissionPlanInput = z.output<typeof CommissionPlanSchema>;

const AmountDto = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('percent'), rate_bps: z.number().int() }),
  z.object({ kind: z.literal('flat'), amount_cents: z.number().int() }),
]);
/** The stored plan as answered (no re-validation on the way out). */
export const CommissionPlanDto = z.object({
  listing_side: AmountDto.nullable(),
  buyer_side: AmountDto.nullable(),
  referral: z.object({ side: SideSchema, rate_bps: z.number().int(), payee: z.string() }).nullable(),
  agents: z.array(
    z.object({
      user_id: z.string(),
      side: SideSchema,
      share_bps: z.number().int(),
      split_bps: z.number().int(),
    }),
  ),
  fees: z.array(
    z.object({
      label: z.string(),
      amount: AmountDto,
      paid_by: z.enum(['agent', 'brokerage']),
      agent_user_id: z.string().nullable(),
      payee: z.enum(['brokerage', 'external']),
    }),
  ),
});

type Amount = z.output<typeof CommissionAmountSchema>;
const toAmount = (a: Amount) =>
  a.kind === 'percent'
    ? { kind: 'percent' as const, rateBps: a.rate_bps }
    : { kind: 'flat' as const, amountCents: a.amount_cents };

/** API shape (snake_case) → the shape computeCommission takes. */
export function toCommissionPlan(plan: CommissionPlanInput) {
  return {
    listingSide: plan.listing_side ? toAmount(plan.listing_side) : null,
    buyerSide: plan.buyer_side ? toAmount(plan.buyer_side) : null,
    referral: plan.referral
      ? { side: plan.referral.side, rateBps: plan.referral.rate_bps, payee: plan.referral.payee }
      : null,
    agents: plan.agents.map((a) => ({
      userId: a.user_id,
      side: a.side,
      shareBps: a.share_bps,
      splitBps: a.split_bps,
    })),
    fees: plan.fees.map((f) => ({
      label: f.label,
      amount: toAmount(f.amount),
      paidBy: f.paid_by,
      agentUserId: f.agent_user_id,
      payee: f.payee,
    })),
  };
}

/** Query-string helpers: repeated keys arrive as arrays; a comma-separated value is split too. */
export const queryList = <T extends z.ZodType>(item: T, max = 20) =>
  z.preprocess(
    (v) =>
      v === undefined
        ? undefined
        : (Array.isArray(v) ? v : [v])
            .flatMap((s) => (typeof s === 'string' ? s.split(',') : [s]))
            .filter((s) => s !== ''),
    z.array(item).max(max).optional(),
  );
export const PageLimit = z.coerce.number().int().min(1).max(100).default(25);
export const Cursor = z
  .string()
  .max(512)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a cursor from this API');
export const OkResult = z.object({ ok: z.literal(true) });
