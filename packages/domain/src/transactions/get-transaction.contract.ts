import { z } from 'zod';
import {
  CommissionPlanDto,
  FinancingTypeSchema,
  TransactionStatusSchema,
  Uuid,
} from './transaction-common.contract';
import { TransactionSummaryDto } from './list-transactions.contract';
import { FallThroughReasonSchema } from './fall-through-reason';

export const TransactionIdParams = z.object({ id: Uuid('transaction') });

/** What the caller may do on this deal; the web shows and hides actions from it (the server re-checks). */
export const TransactionAccessDto = z.object({
  /** Edit fields, dates, participants, checklist (possibly through the approval queue). */
  can_edit: z.boolean(),
  /** The caller's edits wait in their supervisor's approval queue (needsSupervisorApproval). */
  edits_need_approval: z.boolean(),
  can_review_checklist: z.boolean(),
  /** Hand the deal to another agent (owner_id): brokers. Changing its team only needs can_edit. */
  can_reassign: z.boolean(),
  /** Assign staff to the deal (it widens who sees it): the deal's agent or a broker. */
  can_assign_staff: z.boolean(),
  /** Make a required checklist item optional or remove it (it would get round the closing gate): brokers. */
  can_relax_checklist: z.boolean(),
  can_see_financials: z.boolean(),
  can_edit_financials: z.boolean(),
  can_see_notes: z.boolean(),
  /** A client (or participant-only) view: read-only, no notes, no figures. */
  read_only: z.boolean(),
  /** Statuses the caller may move the deal to now (the closing gate is checked on submit). */
  allowed_transitions: z.array(TransactionStatusSchema),
});

export const ChecklistProgressDto = z.object({
  total: z.number().int(),
  required: z.number().int(),
  required_approved: z.number().int(),
  pending: z.number().int(),
  submitted: z.number().int(),
  returned: z.number().int(),
  approved: z.number().int(),
});

export const CommissionBreakdownDto = z.object({
  basis_cents: z.number().int(),
  /** Which price the figures are based on: the sale price once known, else the offer, else the list price. */
  basis: z.enum(['sale', 'offer', 'list', 'none']),
  gross_cents: z.number().int(),
  referral_cents: z.number().int(),
  sides: z.object({
    listing: z.object({
      gross_cents: z.number().int(),
      referral_cents: z.number().int(),
      net_cents: z.number().int(),
    }),
    buyer: z.object({
      gross_cents: z.number().int(),
      referral_cents: z.number().int(),
      net_cents: z.number().int(),
    }),
  }),
  agents: z.array(
    z.object({
      user_id: z.string(),
      first_name: z.string().nullable(),
      last_name: z.string().nullable(),
      side: z.enum(['listing', 'buyer']),
      credit_cents: z.number().int(),
      brokerage_split_cents: z.number().int(),
      agent_gross_cents: z.number().int(),
      fees_cents: z.number().int(),
      net_cents: z.number().int(),
    }),
  ),
  brokerage: z.object({
    split_cents: z.number().int(),
    fees_collected_cents: z.number().int(),
    fees_paid_cents: z.number().int(),
    net_cents: z.number().int(),
  }),
  external_fees_cents: z.number().int(),
});
export type CommissionBreakdownDto = z.infer<typeof CommissionBreakdownDto>;

export const CommissionDto = z.object({
  plan: CommissionPlanDto.nullable(),
  breakdown: CommissionBreakdownDto.nullable(),
});

const DetailExtra = {
  beds: z.number().int().nullable(),
  baths: z.number().nullable(),
  square_feet: z.number().int().nullable(),
  year_built: z.number().int().nullable(),
  earnest_money_cents: z.number().int().nullable(),
  financing_type: FinancingTypeSchema.nullable(),
  created_by: z.string().nullable(),
  /** Why the deal fell through (cancelled or withdrawn); null otherwise. */
  fall_through_reason: FallThroughReasonSchema.nullable(),
  checklist: ChecklistProgressDto,
  pending_approvals: z.number().int(),
  access: TransactionAccessDto,
};

const [Hidden, Visible] = TransactionSummaryDto.options;
/**
 * The deal page. Without financials for everyone but managing_broker, brokerage_admin, system admins
 * and the owning agent; with `commission` (plan and computed breakdown) for them.
 */
export const TransactionDetailDto = z.discriminatedUnion('financials_visible', [
  Hidden.extend(DetailExtra),
  Visible.omit({ financials: true }).extend({ ...DetailExtra, commission: CommissionDto }),
]);
export type TransactionDetailDto = z.infer<typeof TransactionDetailDto>;
