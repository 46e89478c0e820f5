/**
 * What an offer is worth to the seller, in integer cents (docs/decisions/0096-offer-economics.md).
 *
 * Escalation: an offer with an escalation clause beats the highest competing offer's stated price by
 * its increment, up to its cap; it never goes below its own price. Competing prices are the other
 * offers' stated prices (the addendum's "bona fide competing offer"), not their escalated prices.
 *
 * Net to seller = price − seller concessions − commissions offered − estimated closing costs.
 */

export interface Escalation {
  incrementCents: number;
  capCents: number;
}

export function effectivePrice(
  offer: { priceCents: number; escalation: Escalation | null },
  competingPricesCents: readonly number[],
): number {
  const base = offer.priceCents;
  const esc = offer.escalation;
  if (!esc || esc.incrementCents <= 0 || esc.capCents <= base) return base;
  const top = competingPricesCents.reduce((max, p) => (p > max ? p : max), -1);
  if (top < base) return base;
  return Math.min(esc.capCents, top + esc.incrementCents);
}

export type CommissionOffered = { kind: 'percent'; rateBps: number } | { kind: 'flat'; amountCents: number };

export interface ClosingCostEstimate {
  /** Percent of the price, in basis points (100 = 1 %). */
  rateBps: number;
  flatCents: number;
}

/** Half-up rounding of `cents × bps / 10000` in integers. */
export const percentOf = (cents: number, bps: number) => Math.round((cents * bps) / 10_000);

export function commissionCents(priceCents: number, commission: CommissionOffered | null): number {
  if (!commission) return 0;
  return commission.kind === 'flat' ? commission.amountCents : percentOf(priceCents, commission.rateBps);
}

export interface NetToSellerInput {
  priceCents: number;
  sellerConcessionsCents: number;
  commissions: readonly (CommissionOffered | null)[];
  closingCosts: ClosingCostEstimate;
}

export interface NetToSeller {
  priceCents: number;
  concessionsCents: number;
  commissionsCents: number;
  closingCostsCents: number;
  netCents: number;
}

export function netToSeller(input: NetToSellerInput): NetToSeller {
  const commissionsCents = input.commissions.reduce(
    (sum, c) => sum + commissionCents(input.priceCents, c),
    0,
  );
  const closingCostsCents =
    percentOf(input.priceCents, input.closingCosts.rateBps) + input.closingCosts.flatCents;
  return {
    priceCents: input.priceCents,
    concessionsCents: input.sellerConcessionsCents,
    commissionsCents,
    closingCostsCents,
    netCents: input.priceCents - input.sellerConcessionsCents - commissionsCents - closingCostsCents,
  };
}

/** Until organization settings carry it: 1 % of the price plus $1,500 (title, escrow, recording). */
export const DEFAULT_CLOSING_COSTS: ClosingCostEstimate = { rateBps: 100, flatCents: 150_000 };
