import type { OfferDto } from '@threshold/domain/listings/offer.contract';
import { describe, expect, it } from 'vitest';
import { bestOf, COMPARISON_ROWS, sortOffers, timeLeft } from './offer-comparison';

const offer = (id: string, over: Partial<OfferDto>): OfferDto =>
  ({
    id,
    price_cents: 700_000_00,
    effective_price_cents: 700_000_00,
    net_to_seller_cents: 650_000_00,
    earnest_money_cents: 10_000_00,
    seller_concessions_cents: 0,
    contingencies: { inspection_days: 10, appraisal_days: null, financing_days: 30, sale_of_home_days: null },
    closing_date: null,
    days_to_close: 30,
    ...over,
  }) as OfferDto;

const row = (key: string) => COMPARISON_ROWS.find((r) => r.key === key)!;

describe('offer comparison', () => {
  const a = offer('a', { net_to_seller_cents: 660_000_00, seller_concessions_cents: 5_000_00 });
  const b = offer('b', {
    net_to_seller_cents: 640_000_00,
    contingencies: {
      inspection_days: null,
      appraisal_days: null,
      financing_days: null,
      sale_of_home_days: null,
    },
  });
  const c = offer('c', { net_to_seller_cents: 660_000_00, days_to_close: 21 });

  it('highlights the best value per row, ties included, in the seller’s direction', () => {
    expect([...bestOf([a, b, c], row('net'))].sort()).toEqual(['a', 'c']);
    expect([...bestOf([a, b, c], row('concessions'))].sort()).toEqual(['b', 'c']);
    expect([...bestOf([a, b, c], row('contingencies'))]).toEqual(['b']);
    expect([...bestOf([a, b, c], row('closing'))]).toEqual(['c']);
    expect(bestOf([a], row('net')).size).toBe(0);
  });

  it('sorts by any row, best first', () => {
    expect(sortOffers([b, a, c], 'net').map((o) => o.id)).toEqual(['a', 'c', 'b']);
    expect(sortOffers([a, b, c], 'closing').map((o) => o.id)).toEqual(['c', 'a', 'b']);
  });

  it('counts down to the expiration', () => {
    const now = Date.parse('2026-05-01T12:00:00Z');
    expect(timeLeft('2026-05-03T16:30:00Z', now)).toBe('2d 4h left');
    expect(timeLeft('2026-05-01T13:15:00Z', now)).toBe('1h 15m left');
    expect(timeLeft('2026-05-01T11:00:00Z', now)).toBe('expired');
  });
});
