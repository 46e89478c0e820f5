import type { ListingStatus } from '@threshold/domain/listings/listing-status';
import type { BadgeTone } from '@/components/ui/badge';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export const formatCents = (cents: number | null | undefined) =>
  cents == null ? '—' : usd.format(cents / 100);

export { LISTING_STATUS_LABELS as STATUS_LABELS } from '@threshold/domain/listings/listing-status';

export const STATUS_TONES: Record<ListingStatus, BadgeTone> = {
  ComingSoon: 'info',
  Active: 'success',
  ActiveUnderContract: 'warning',
  Pending: 'warning',
  Hold: 'neutral',
  Withdrawn: 'neutral',
  Expired: 'neutral',
  Canceled: 'danger',
  Closed: 'brand',
};

export function addressLine(a: { line1: string; line2: string | null; city: string; state: string }) {
  return [[a.line1, a.line2].filter(Boolean).join(' '), a.city, a.state].filter(Boolean).join(', ');
}

/** Dollars typed in a form ("725,000" or "725000.50") → cents; undefined when empty, NaN when not a number. */
export function dollarsToCents(text: string): number | undefined {
  const clean = text.replace(/[$,\s]/g, '');
  if (clean === '') return undefined;
  const n = Number(clean);
  return Number.isFinite(n) ? Math.round(n * 100) : Number.NaN;
}
