import type { FallThroughReason } from '@threshold/domain/transactions/fall-through-reason';
import { computeCommission, type CommissionBreakdown } from '@threshold/domain/transactions/commission';
import {
  toCommissionPlan,
  type CommissionPlanInput,
} from '@threshold/domain/transactions/transaction-common.contract';
import type { TransactionSummaryDto } from '@threshold/domain/transactions/list-transactions.contract';
import type {
  CommissionBreakdownDto,
  TransactionDetailDto,
} from '@threshold/domain/transactions/get-transaction.contract';
import type { TransactionRow } from './transactions.repository';

type Basis = CommissionBreakdownDto['basis'];

/** The price commissions are figured on: sale once known, else offer, else list. */
export function commissionBasis(
  row: Pick<TransactionRow, 'salePriceCents' | 'offerPriceCents' | 'listPriceCents'>,
): { basis: Basis; cents: number } {
  if (row.salePriceCents != null) return { basis: 'sale', cents: row.salePriceCents };
  if (row.offerPriceCents != null) return { basis: 'offer', cents: row.offerPriceCents };
  if (row.listPriceCents != null) return { basis: 'list', cents: row.listPriceCents };
  return { basis: 'none', cents: 0 };
}

export function breakdownFor(row: TransactionRow): (CommissionBreakdown & { basis: Basis }) | null {
  if (!row.commission) return null;
  const { basis, cents } = commissionBasis(row);
  try {
    return { ...computeCommission(cents, toCommissionPlan(row.commission as CommissionPlanInput)), basis };
  } catch {
    return null; // an inconsistent stored plan shows as "no figures" rather than failing the page
  }
}

const summaryBase = (row: TransactionRow) => ({
  id: row.id,
  organization_id: row.organizationId,
  title: row.title,
  type: row.type as TransactionSummaryDto['type'],
  side: row.side as TransactionSummaryDto['side'],
  status: row.status as TransactionSummaryDto['status'],
  address: {
    line1: row.addressLine1,
    line2: row.addressLine2,
    city: row.city,
    state: row.state,
    postal_code: row.postalCode,
  },
  mls_number: row.mlsNumber,
  property_type: row.propertyType as TransactionSummaryDto['property_type'],
  owner: { id: row.ownerId, first_name: row.ownerFirstName, last_name: row.ownerLastName },
  team: row.teamId ? { id: row.teamId, name: row.teamName ?? '' } : null,
  list_price_cents: row.listPriceCents,
  offer_price_cents: row.offerPriceCents,
  sale_price_cents: row.salePriceCents,
  closing_date: row.closingDate,
  status_changed_at: row.statusChangedAt.toISOString(),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  version: row.version,
});

/** List row: figures only when `financialsVisible`; the other shape has no such keys at all. */
export function toSummaryDto(row: TransactionRow, financialsVisible: boolean): TransactionSummaryDto {
  if (!financialsVisible) return { ...summaryBase(row), financials_visible: false };
  const b = breakdownFor(row);
  return {
    ...summaryBase(row),
    financials_visible: true,
    financials: b
      ? { gross_commission_cents: b.grossCents, brokerage_net_cents: b.brokerage.netCents }
      : null,
  };
}

type DetailExtras = Omit<
  Extract<TransactionDetailDto, { financials_visible: false }>,
  | keyof ReturnType<typeof summaryBase>
  | 'financials_visible'
  | 'beds'
  | 'baths'
  | 'square_feet'
  | 'year_built'
  | 'earnest_money_cents'
  | 'financing_type'
  | 'created_by'
  | 'fall_through_reason'
>;

export function toDetailDto(
  row: TransactionRow,
  financialsVisible: boolean,
  extras: DetailExtras,
  names: Map<string, { first_name: string | null; last_name: string | null }>,
): TransactionDetailDto {
  const base = {
    ...summaryBase(row),
    beds: row.beds,
    baths: row.baths,
    square_feet: row.squareFeet,
    year_built: row.yearBuilt,
    earnest_money_cents: row.earnestMoneyCents,
    financing_type: row.financingType as TransactionDetailDto['financing_type'],
    created_by: row.createdBy,
    fall_through_reason: (row.fallThroughReason as FallThroughReason | null) ?? null,
    ...extras,
  };
  if (!financialsVisible) return { ...base, financials_visible: false };
  const b = breakdownFor(row);
  return {
    ...base,
    financials_visible: true,
    commission: {
      plan: (row.commission as CommissionPlanInput | null) ?? null,
      breakdown: b ? toBreakdownDto(b, names) : null,
    },
  };
}

function toBreakdownDto(
  b: CommissionBreakdown & { basis: Basis },
  names: Map<string, { first_name: string | null; last_name: string | null }>,
): CommissionBreakdownDto {
  const side = (s: CommissionBreakdown['sides']['listing']) => ({
    gross_cents: s.grossCents,
    referral_cents: s.referralCents,
    net_cents: s.netCents,
  });
  return {
    basis_cents: b.basisCents,
    basis: b.basis,
    gross_cents: b.grossCents,
    referral_cents: b.referralCents,
    sides: { listing: side(b.sides.listing), buyer: side(b.sides.buyer) },
    agents: b.agents.map((a) => ({
      user_id: a.userId,
      first_name: names.get(a.userId)?.first_name ?? null,
      last_name: names.get(a.userId)?.last_name ?? null,
      side: a.side,
      credit_cents: a.creditCents,
      brokerage_split_cents: a.brokerageSplitCents,
      agent_gross_cents: a.agentGrossCents,
      fees_cents: a.feesCents,
      net_cents: a.netCents,
    })),
    brokerage: {
      split_cents: b.brokerage.splitCents,
      fees_collected_cents: b.brokerage.feesCollectedCents,
      fees_paid_cents: b.brokerage.feesPaidCents,
      net_cents: b.brokerage.netCents,
    },
    external_fees_cents: b.externalFeesCents,
  };
}

/** The deal as recorded in audit rows (before/after). Timeline strips `commission` for those who may not see it. */
export function auditSnapshot(row: TransactionRow) {
  const {
    ownerFirstName: _a,
    ownerLastName: _b,
    teamName: _c,
    createdAt: _d,
    updatedAt: _e,
    statusChangedAt: _f,
    version: _g, // bookkeeping like updatedAt: not a "changed field" on the timeline
    ...rest
  } = row;
  return rest;
}
