import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commissionCents, effectivePrice, netToSeller, percentOf } from './offer-economics';

const cents = fc.integer({ min: 1, max: 5_000_000_000 });
const escalating = fc
  .record({
    price: cents,
    increment: fc.integer({ min: 1, max: 10_000_000 }),
    extra: fc.integer({ min: 1, max: 500_000_000 }),
  })
  .map(({ price, increment, extra }) => ({
    priceCents: price,
    escalation: { incrementCents: increment, capCents: price + extra },
  }));

describe('effectivePrice (escalation)', () => {
  it('never exceeds the cap and never falls below the price', () => {
    fc.assert(
      fc.property(escalating, fc.array(cents, { maxLength: 8 }), (offer, others) => {
        const p = effectivePrice(offer, others);
        expect(p).toBeLessThanOrEqual(offer.escalation.capCents);
        expect(p).toBeGreaterThanOrEqual(offer.priceCents);
      }),
    );
  });

  it('honours the increment: beats the top competing price by exactly it, or stops at the cap', () => {
    fc.assert(
      fc.property(escalating, fc.array(cents, { minLength: 1, maxLength: 8 }), (offer, others) => {
        const top = Math.max(...others);
        const p = effectivePrice(offer, others);
        if (top < offer.priceCents) expect(p).toBe(offer.priceCents);
        else if (top + offer.escalation.incrementCents <= offer.escalation.capCents)
          expect(p).toBe(top + offer.escalation.incrementCents);
        else expect(p).toBe(offer.escalation.capCents);
      }),
    );
  });

  it('leaves an offer without escalation, or without competition, at its price', () => {
    fc.assert(
      fc.property(cents, fc.array(cents), (price, others) => {
        expect(effectivePrice({ priceCents: price, escalation: null }, others)).toBe(price);
      }),
    );
    expect(
      effectivePrice(
        { priceCents: 500_000_00, escalation: { incrementCents: 1_000_00, capCents: 550_000_00 } },
        [],
      ),
    ).toBe(500_000_00);
  });

  it('worked example: $500k escalating by $2k to $540k against $520k and $515k → $522k', () => {
    const offer = { priceCents: 500_000_00, escalation: { incrementCents: 2_000_00, capCents: 540_000_00 } };
    expect(effectivePrice(offer, [520_000_00, 515_000_00])).toBe(522_000_00);
    expect(effectivePrice(offer, [539_000_00])).toBe(540_000_00);
  });
});

describe('netToSeller', () => {
  it('is price − concessions − commissions − closing costs (worked example)', () => {
    const net = netToSeller({
      priceCents: 600_000_00,
      sellerConcessionsCents: 5_000_00,
      commissions: [
        { kind: 'percent', rateBps: 250 },
        { kind: 'flat', amountCents: 10_000_00 },
      ],
      closingCosts: { rateBps: 100, flatCents: 1_500_00 },
    });
    expect(net).toEqual({
      priceCents: 600_000_00,
      concessionsCents: 5_000_00,
      commissionsCents: 25_000_00,
      closingCostsCents: 7_500_00,
      netCents: 562_500_00,
    });
  });

  it('its parts always add up to the price, and more concessions never raise the net', () => {
    const commission = fc.oneof(
      fc.constant(null),
      fc.record({ kind: fc.constant('percent' as const), rateBps: fc.integer({ min: 0, max: 1000 }) }),
      fc.record({ kind: fc.constant('flat' as const), amountCents: fc.integer({ min: 0, max: 10_000_000 }) }),
    );
    fc.assert(
      fc.property(
        cents,
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(commission, { maxLength: 3 }),
        (price, concessions, more, commissions) => {
          const closingCosts = { rateBps: 100, flatCents: 150_000 };
          const a = netToSeller({
            priceCents: price,
            sellerConcessionsCents: concessions,
            commissions,
            closingCosts,
          });
          const b = netToSeller({
            priceCents: price,
            sellerConcessionsCents: concessions + more,
            commissions,
            closingCosts,
          });
          expect(a.netCents + a.concessionsCents + a.commissionsCents + a.closingCostsCents).toBe(price);
          expect(b.netCents).toBe(a.netCents - more);
        },
      ),
    );
  });

  it('rounds percent commissions half up to the cent', () => {
    expect(percentOf(1_01, 5000)).toBe(51);
    expect(commissionCents(333_333, { kind: 'percent', rateBps: 300 })).toBe(10_000);
  });
});
