import type { CounterTerms, OfferDto, OfferStatus } from '@threshold/domain/listings/offer.contract';
import { OPEN_OFFER_STATUSES } from '@threshold/domain/listings/offer.contract';
import {
  DEFAULT_CLOSING_COSTS,
  effectivePrice,
  netToSeller,
  type CommissionOffered,
} from '@threshold/domain/listings/offer-economics';
import type { OfferFinancing } from '@threshold/domain/listings/submit-offer.contract';
import type { CommissionOfferedInput } from '@threshold/domain/listings/listing-common.contract';
import type { CounterRow, OfferPatch, OfferRow } from './offers.repository';

/** An open offer past its expiration counts as Expired (ADR 0098: expiry is read, not scheduled). */
export function offerStatusOf(offer: Pick<OfferRow, 'status' | 'expiresAt'>, now = new Date()): OfferStatus {
  const status = offer.status as OfferStatus;
  if (['Submitted', 'Reviewed', 'Countered'].includes(status) && offer.expiresAt.getTime() <= now.getTime())
    return 'Expired';
  return status;
}

export const isOpenOffer = (offer: Pick<OfferRow, 'status' | 'expiresAt'>) =>
  OPEN_OFFER_STATUSES.includes(offerStatusOf(offer));

const toCommission = (c: CommissionOfferedInput | null): CommissionOffered | null =>
  !c
    ? null
    : c.kind === 'percent'
      ? { kind: 'percent', rateBps: c.rate_bps }
      : { kind: 'flat', amountCents: c.amount_cents };

export interface ListingTerms {
  buyerAgentCommission: CommissionOfferedInput | null;
  listingCommission: CommissionOfferedInput | null;
}

/** Effective price (against the other open offers' prices) and net to seller of each offer. */
export function economicsOf(rows: OfferRow[], listing: ListingTerms) {
  const open = rows.filter(isOpenOffer);
  return new Map(
    rows.map((o) => {
      const others = open.filter((x) => x.id !== o.id).map((x) => x.priceCents);
      const escalation =
        o.escalationIncrementCents && o.escalationCapCents
          ? { incrementCents: o.escalationIncrementCents, capCents: o.escalationCapCents }
          : null;
      const price = effectivePrice({ priceCents: o.priceCents, escalation }, others);
      const net = netToSeller({
        priceCents: price,
        sellerConcessionsCents: o.sellerConcessionsCents,
        commissions: [toCommission(listing.buyerAgentCommission), toCommission(listing.listingCommission)],
        closingCosts: DEFAULT_CLOSING_COSTS,
      });
      return [o.id, { effectivePriceCents: price, netCents: net.netCents }] as const;
    }),
  );
}

export const toCounterDto = (c: CounterRow) => ({
  round: c.round,
  from_side: c.fromSide as 'seller' | 'buyer',
  terms: c.terms as CounterTerms,
  message: c.message,
  response: c.response as 'accepted' | 'rejected' | 'countered' | null,
  created_at: c.createdAt.toISOString(),
});

export function toOfferDto(
  o: OfferRow,
  counters: CounterRow[],
  economics: { effectivePriceCents: number; netCents: number },
): Omit<OfferDto, 'attachments'> {
  return {
    id: o.id,
    version: o.version,
    listing_id: o.listingId,
    status: offerStatusOf(o),
    buyer_names: o.buyerNames,
    agent: {
      name: o.agentName,
      brokerage: o.agentBrokerage,
      license: o.agentLicense,
      email: o.agentEmail,
      phone: o.agentPhone,
    },
    price_cents: o.priceCents,
    earnest_money_cents: o.earnestMoneyCents,
    down_payment_cents: o.downPaymentCents,
    financing: o.financingType as OfferFinancing,
    loan_amount_cents: o.loanAmountCents,
    contingencies: o.contingencies,
    closing_date: o.closingDate,
    days_to_close: o.daysToClose,
    seller_concessions_cents: o.sellerConcessionsCents,
    escalation:
      o.escalationIncrementCents && o.escalationCapCents
        ? { increment_cents: o.escalationIncrementCents, cap_cents: o.escalationCapCents }
        : null,
    possession: o.possession,
    expires_at: o.expiresAt.toISOString(),
    notes: o.notes,
    internal_notes: o.internalNotes,
    effective_price_cents: economics.effectivePriceCents,
    net_to_seller_cents: economics.netCents,
    counters: counters.filter((c) => c.offerId === o.id).map(toCounterDto),
    transaction_id: o.transactionId,
    created_at: o.createdAt.toISOString(),
  };
}

/** Counter terms as offer columns (what an accepted counter changes). */
export function counterPatch(terms: CounterTerms, current: Pick<OfferRow, 'contingencies'>): OfferPatch {
  return {
    ...(terms.price_cents !== undefined && { priceCents: terms.price_cents }),
    ...(terms.earnest_money_cents !== undefined && { earnestMoneyCents: terms.earnest_money_cents }),
    ...(terms.seller_concessions_cents !== undefined && {
      sellerConcessionsCents: terms.seller_concessions_cents,
    }),
    ...(terms.closing_date !== undefined && { closingDate: terms.closing_date, daysToClose: null }),
    ...(terms.inspection_days !== undefined && {
      contingencies: { ...current.contingencies, inspection_days: terms.inspection_days },
    }),
  };
}
