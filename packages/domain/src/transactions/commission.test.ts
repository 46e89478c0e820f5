import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocate,
  computeCommission,
  CommissionPlanError,
  percentOf,
  validateCommissionPlan,
  type CommissionPlan,
} from './commission';

describe('computeCommission', () => {
  it('single listing side, 70/30 split, a $395 transaction fee', () => {
    const plan: CommissionPlan = {
      listingSide: { kind: 'percent', rateBps: 300 },
      buyerSide: null,
      referral: null,
      agents: [{ userId: 'ann', side: 'listing', shareBps: 10_000, splitBps: 7_000 }],
      fees: [
        {
          label: 'Transaction fee',
          amount: { kind: 'flat', amountCents: 39_500 },
          paidBy: 'agent',
          agentUserId: 'ann',
          payee: 'brokerage',
        },
      ],
    };
    const result = computeCommission(50_000_000, plan);
    expect(result.grossCents).toBe(1_500_000);
    expect(result.agents).toEqual([
      {
        userId: 'ann',
        side: 'listing',
        creditCents: 1_500_000,
        agentGrossCents: 1_050_000,
        brokerageSplitCents: 450_000,
        feesCents: 39_500,
        netCents: 1_010_500,
      },
    ]);
    expect(result.brokerage).toEqual({
      splitCents: 450_000,
      feesCollectedCents: 39_500,
      feesPaidCents: 0,
      netCents: 489_500,
    });
  });

  it('dual deal with odd cents, a buyer-side referral, co-agents and fees', () => {
    const plan: CommissionPlan = {
      listingSide: { kind: 'percent', rateBps: 250 },
      buyerSide: { kind: 'percent', rateBps: 225 },
      referral: { side: 'buyer', rateBps: 2_500, payee: 'Relocation Partners LLC' },
      agents: [
        { userId: 'ann', side: 'listing', shareBps: 10_000, splitBps: 8_000 },
        { userId: 'ann', side: 'buyer', shareBps: 5_000, splitBps: 8_000 },
        { userId: 'bob', side: 'buyer', shareBps: 5_000, splitBps: 6_000 },
      ],
      fees: [
        {
          label: 'Franchise royalty',
          amount: { kind: 'percent', rateBps: 600 },
          paidBy: 'brokerage',
          payee: 'external',
        },
        {
          label: 'E&O insurance',
          amount: { kind: 'flat', amountCents: 2_500 },
          paidBy: 'agent',
          agentUserId: 'bob',
          payee: 'external',
        },
      ],
    };
    const r = computeCommission(41_234_567, plan);
    expect(r.sides).toEqual({
      listing: { grossCents: 1_030_864, referralCents: 0, netCents: 1_030_864 },
      buyer: { grossCents: 927_778, referralCents: 231_945, netCents: 695_833 },
    });
    expect(r.grossCents).toBe(1_958_642);
    expect(r.agents.map((a) => [a.userId, a.side, a.creditCents, a.agentGrossCents, a.netCents])).toEqual([
      ['ann', 'listing', 1_030_864, 824_691, 824_691],
      ['ann', 'buyer', 347_917, 278_334, 278_334],
      ['bob', 'buyer', 347_916, 208_750, 206_250],
    ]);
    expect(r.brokerage).toEqual({
      splitCents: 414_922,
      feesCollectedCents: 0,
      feesPaidCents: 24_895,
      netCents: 390_027,
    });
    expect(r.externalFeesCents).toBe(27_395);
    expect(
      r.referralCents +
        r.agents.reduce((s, a) => s + a.netCents, 0) +
        r.brokerage.netCents +
        r.externalFeesCents,
    ).toBe(r.grossCents);
  });

  it('flat commission on a lease ignores the price', () => {
    const r = computeCommission(0, {
      listingSide: { kind: 'flat', amountCents: 250_000 },
      buyerSide: null,
      referral: null,
      agents: [{ userId: 'lu', side: 'listing', shareBps: 10_000, splitBps: 10_000 }],
      fees: [],
    });
    expect(r.agents[0]!.netCents).toBe(250_000);
    expect(r.brokerage.netCents).toBe(0);
  });

  it('refuses inconsistent plans', () => {
    const bad: CommissionPlan = {
      listingSide: { kind: 'percent', rateBps: 300 },
      buyerSide: null,
      referral: { side: 'buyer', rateBps: 2_500, payee: 'X' },
      agents: [{ userId: 'ann', side: 'listing', shareBps: 6_000, splitBps: 7_000 }],
      fees: [
        {
          label: 'Fee',
          amount: { kind: 'flat', amountCents: 1 },
          paidBy: 'agent',
          agentUserId: 'zed',
          payee: 'brokerage',
        },
      ],
    };
    expect(validateCommissionPlan(bad).map((i) => i.path)).toEqual([
      'agents',
      'referral.side',
      'fees.0.agentUserId',
    ]);
    expect(() => computeCommission(1, bad)).toThrow(CommissionPlanError);
  });
});

describe('rounding helpers', () => {
  it('rounds half up to the cent', () => {
    expect(percentOf(927_778, 2_500)).toBe(231_945);
    expect(percentOf(1, 5_000)).toBe(1);
    expect(percentOf(1, 4_999)).toBe(0);
  });
  it('allocates by largest remainder', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(0, [0, 0])).toEqual([0, 0]);
  });
});

describe('property: money is conserved to the cent', () => {
  const amount = fc.oneof(
    fc.record({ kind: fc.constant('percent' as const), rateBps: fc.integer({ min: 0, max: 1_000 }) }),
    fc.record({ kind: fc.constant('flat' as const), amountCents: fc.integer({ min: 0, max: 5_000_000 }) }),
  );
  const shares = fc
    .integer({ min: 1, max: 4 })
    .chain((n) => fc.array(fc.integer({ min: 1, max: 100 }), { minLength: n, maxLength: n }))
    .map((w) => allocate(10_000, w));
  it('gross = referral + agent nets + brokerage net + external fees', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        amount,
        amount,
        shares,
        shares,
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (price, l, b, ls, bs, split, ref) => {
          const agents = [
            ...ls.map((shareBps, i) => ({
              userId: `l${i}`,
              side: 'listing' as const,
              shareBps,
              splitBps: split,
            })),
            ...bs.map((shareBps, i) => ({
              userId: `b${i}`,
              side: 'buyer' as const,
              shareBps,
              splitBps: 10_000 - split,
            })),
          ];
          const plan: CommissionPlan = {
            listingSide: l,
            buyerSide: b,
            referral: { side: 'buyer', rateBps: ref, payee: 'R' },
            agents,
            fees: [
              {
                label: 'tx',
                amount: { kind: 'flat', amountCents: 39_500 },
                paidBy: 'agent',
                agentUserId: 'l0',
                payee: 'brokerage',
              },
              {
                label: 'royalty',
                amount: { kind: 'percent', rateBps: 600 },
                paidBy: 'brokerage',
                payee: 'external',
              },
            ],
          };
          const r = computeCommission(price, plan);
          const total =
            r.referralCents +
            r.agents.reduce((s, a) => s + a.netCents, 0) +
            r.brokerage.netCents +
            r.externalFeesCents;
          expect(total).toBe(r.grossCents);
          for (const side of ['listing', 'buyer'] as const) {
            expect(r.agents.filter((a) => a.side === side).reduce((s, a) => s + a.creditCents, 0)).toBe(
              r.sides[side].netCents,
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
