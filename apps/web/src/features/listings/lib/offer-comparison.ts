import type { OfferDto } from '@threshold/domain/listings/offer.contract';

/** One row of the side-by-side grid: how to read a value and which way is better for the seller. */
export interface ComparisonRow {
  key: string;
  label: string;
  value: (o: OfferDto) => number | null;
  better: 'higher' | 'lower';
}

const contingencyDays = (o: OfferDto) =>
  Object.values(o.contingencies).reduce<number>((sum, d) => sum + (d ?? 0), 0);
const closingDay = (o: OfferDto) => {
  const date = o.closing_date ?? (o.days_to_close === null ? null : o.days_to_close);
  if (date === null) return null;
  return typeof date === 'number' ? date : Math.round((Date.parse(date) - Date.now()) / 86_400_000);
};

export const COMPARISON_ROWS: ComparisonRow[] = [
  { key: 'net', label: 'Net to seller', value: (o) => o.net_to_seller_cents, better: 'higher' },
  { key: 'effective', label: 'Effective price', value: (o) => o.effective_price_cents, better: 'higher' },
  { key: 'price', label: 'Offer price', value: (o) => o.price_cents, better: 'higher' },
  { key: 'earnest', label: 'Earnest money', value: (o) => o.earnest_money_cents, better: 'higher' },
  {
    key: 'concessions',
    label: 'Seller concessions',
    value: (o) => o.seller_concessions_cents,
    better: 'lower',
  },
  { key: 'contingencies', label: 'Contingency days (total)', value: contingencyDays, better: 'lower' },
  { key: 'closing', label: 'Days to closing', value: closingDay, better: 'lower' },
];

/** The ids of the offers with the best value of `row` (ties all win); none when fewer than two compare. */
export function bestOf(offers: OfferDto[], row: ComparisonRow): Set<string> {
  const values = offers.map((o) => [o.id, row.value(o)] as const).filter(([, v]) => v !== null) as [
    string,
    number,
  ][];
  if (values.length < 2) return new Set();
  const best =
    row.better === 'higher' ? Math.max(...values.map(([, v]) => v)) : Math.min(...values.map(([, v]) => v));
  return new Set(values.filter(([, v]) => v === best).map(([id]) => id));
}

/** Offers ordered by a row, best first (offers without a value last). */
export function sortOffers(offers: OfferDto[], rowKey: string): OfferDto[] {
  const row = COMPARISON_ROWS.find((r) => r.key === rowKey) ?? COMPARISON_ROWS[0]!;
  const sign = row.better === 'higher' ? -1 : 1;
  return [...offers].sort((a, b) => {
    const va = row.value(a);
    const vb = row.value(b);
    if (va === null || vb === null) return va === null ? (vb === null ? 0 : 1) : -1;
    return sign * (va - vb);
  });
}

/** "2d 4h left" until an offer's expiration; "expired" after it. */
export function timeLeft(expiresAt: string, now = Date.now()): string {
  const ms = Date.parse(expiresAt) - now;
  if (ms <= 0) return 'expired';
  const hours = Math.floor(ms / 3_600_000);
  return hours >= 24
    ? `${Math.floor(hours / 24)}d ${hours % 24}h left`
    : `${hours}h ${Math.floor((ms % 3_600_000) / 60_000)}m left`;
}
