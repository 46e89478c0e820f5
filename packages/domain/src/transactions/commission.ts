/**
 * Commission math in integer cents. One pure function, `computeCommission`, turns a sale price and a
 * commission plan into gross, referral, splits, fees and the net to every agent and to the brokerage.
 *
 * Rules (docs/decisions/0023-commission-math.md):
 * - Rates are basis points (1 bp = 0.01 %; 250 = 2.5 %). Percentages round half up to the cent.
 * - Each side the brokerage represents earns a percent of the sale price or a flat amount.
 * - A referral fee is a percent of one side's gross, paid off the top to an outside payee.
 * - What is left on a side is credited to that side's agents by share (largest remainder, so the
 *   cents always add up); each agent keeps `splitBps` of the credit, the brokerage the rest.
 * - Fees are flat or a percent of the payer's amount before fees (agent: their split; brokerage: its
 *   split), paid to the brokerage or to an outside party.
 * Invariant: gross = referral + Σ agent net + brokerage net + external fees.
 */

export type CommissionAmount = { kind: 'percent'; rateBps: number } | { kind: 'flat'; amountCents: number };
export type CommissionSide = 'listing' | 'buyer';

export interface CommissionAgentShare {
  userId: string;
  side: CommissionSide;
  /** Part of the side's commission (after referral) credited to this agent; per side they sum to 10000. */
  shareBps: number;
  /** The agent's part of the credit after the brokerage split (7000 = a 70/30 split). */
  splitBps: number;
}

export interface CommissionFee {
  label: string;
  amount: CommissionAmount;
  paidBy: 'agent' | 'brokerage';
  /** Required when an agent pays the fee. */
  agentUserId?: string | null;
  payee: 'brokerage' | 'external';
}

export interface CommissionPlan {
  listingSide: CommissionAmount | null;
  buyerSide: CommissionAmount | null;
  referral: { side: CommissionSide; rateBps: number; payee: string } | null;
  agents: CommissionAgentShare[];
  fees: CommissionFee[];
}

export interface AgentCommission {
  userId: string;
  side: CommissionSide;
  creditCents: number;
  brokerageSplitCents: number;
  agentGrossCents: number;
  feesCents: number;
  netCents: number;
}

export interface CommissionBreakdown {
  basisCents: number;
  grossCents: number;
  sides: Record<CommissionSide, { grossCents: number; referralCents: number; netCents: number }>;
  referralCents: number;
  agents: AgentCommission[];
  brokerage: { splitCents: number; feesCollectedCents: number; feesPaidCents: number; netCents: number };
  externalFeesCents: number;
}

export interface CommissionIssue {
  path: string;
  message: string;
}

export class CommissionPlanError extends Error {
  constructor(readonly issues: CommissionIssue[]) {
    super(issues.map((i) => `${i.path}: ${i.message}`).join('; '));
  }
}

const FULL = 10_000;
const SIDES: readonly CommissionSide[] = ['listing', 'buyer'];

/** A percent of an integer amount of cents, rounded half up (amounts are never negative here). */
export function percentOf(cents: number, rateBps: number): number {
  return Math.floor((cents * rateBps + FULL / 2) / FULL);
}

export function amountOf(amount: CommissionAmount, baseCents: number): number {
  return amount.kind === 'flat' ? amount.amountCents : percentOf(baseCents, amount.rateBps);
}

/**
 * Splits `total` by weights so the parts add up exactly: floor each, then hand the leftover cents to
 * the largest remainders (earlier entries win ties).
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

export function validateCommissionPlan(plan: CommissionPlan): CommissionIssue[] {
  const issues: CommissionIssue[] = [];
  for (const side of SIDES) {
    const amount = side === 'listing' ? plan.listingSide : plan.buyerSide;
    const agents = plan.agents.filter((a) => a.side === side);
    const total = agents.reduce((s, a) => s + a.shareBps, 0);
    if (amount && agents.length === 0) issues.push({ path: 'agents', message: `Add the ${side}-side agent` });
    if (!amount && agents.length > 0)
      issues.push({ path: `${side}Side`, message: `Set the ${side}-side commission or remove its agents` });
    if (agents.length > 0 && total !== FULL)
      issues.push({ path: 'agents', message: `The ${side}-side shares must add up to 100%` });
  }
  if (plan.referral && !(plan.referral.side === 'listing' ? plan.listingSide : plan.buyerSide)) {
    issues.push({ path: 'referral.side', message: 'The referral is on a side without commission' });
  }
  plan.fees.forEach((fee, i) => {
    if (fee.paidBy === 'agent' && !plan.agents.some((a) => a.userId === fee.agentUserId)) {
      issues.push({ path: `fees.${i}.agentUserId`, message: 'Choose which agent pays this fee' });
    }
    if (fee.paidBy === 'brokerage' && fee.payee === 'brokerage') {
      issues.push({ path: `fees.${i}.payee`, message: 'The brokerage cannot pay a fee to itself' });
    }
  });
  const keys = plan.agents.map((a) => `${a.side}:${a.userId}`);
  if (new Set(keys).size !== keys.length)
    issues.push({ path: 'agents', message: 'An agent appears twice on one side' });
  return issues;
}

export function computeCommission(salePriceCents: number, plan: CommissionPlan): CommissionBreakdown {
  const issues = validateCommissionPlan(plan);
  if (issues.length) throw new CommissionPlanError(issues);
  const sides = {} as CommissionBreakdown['sides'];
  const agents: AgentCommission[] = [];
  for (const side of SIDES) {
    const amount = side === 'listing' ? plan.listingSide : plan.buyerSide;
    const grossCents = amount ? amountOf(amount, salePriceCents) : 0;
    const referralCents = plan.referral?.side === side ? percentOf(grossCents, plan.referral.rateBps) : 0;
    const netCents = grossCents - referralCents;
    sides[side] = { grossCents, referralCents, netCents };
    const sideAgents = plan.agents.filter((a) => a.side === side);
    const credits = allocate(
      netCents,
      sideAgents.map((a) => a.shareBps),
    );
    sideAgents.forEach((a, i) => {
      const creditCents = credits[i]!;
      const agentGrossCents = percentOf(creditCents, a.splitBps);
      agents.push({
        userId: a.userId,
        side,
        creditCents,
        agentGrossCents,
        brokerageSplitCents: creditCents - agentGrossCents,
        feesCents: 0,
        netCents: 0,
      });
    });
  }
  const brokerage = {
    splitCents: agents.reduce((s, a) => s + a.brokerageSplitCents, 0),
    feesCollectedCents: 0,
    feesPaidCents: 0,
    netCents: 0,
  };
  let externalFeesCents = 0;
  for (const fee of plan.fees) {
    if (fee.paidBy === 'agent') {
      // A fee charged to an agent who works both sides is taken from their first (listing) share.
      const agent = agents.find((a) => a.userId === fee.agentUserId)!;
      const cents = amountOf(fee.amount, agent.agentGrossCents);
      agent.feesCents += cents;
      if (fee.payee === 'brokerage') brokerage.feesCollectedCents += cents;
      else externalFeesCents += cents;
    } else {
      const cents = amountOf(fee.amount, brokerage.splitCents);
      brokerage.feesPaidCents += cents;
      externalFeesCents += cents;
    }
  }
  for (const a of agents) a.netCents = a.agentGrossCents - a.feesCents;
  brokerage.netCents = brokerage.splitCents + brokerage.feesCollectedCents - brokerage.feesPaidCents;
  return {
    basisCents: salePriceCents,
    grossCents: sides.listing.grossCents + sides.buyer.grossCents,
    sides,
    referralCents: sides.listing.referralCents + sides.buyer.referralCents,
    agents,
    brokerage,
    externalFeesCents,
  };
}
