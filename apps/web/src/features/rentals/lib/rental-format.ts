const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Integer cents as dollars and cents ("$1,234.50"). */
export const formatCents = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '—' : usd.format(cents / 100);

/** Basis points as a percentage ("87.5%"). */
export const formatBps = (bps: number) =>
  `${(bps / 100).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;

/** "2026-03-01" → "Mar 1, 2026" (the date as written, never shifted by time zone). */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '—';
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export const LEASE_STATUS_LABELS = {
  draft: 'Draft',
  active: 'Active',
  notice: 'Notice given',
  ended: 'Ended',
} as const;
export const UNIT_STATUS_LABELS = {
  vacant: 'Vacant',
  occupied: 'Occupied',
  notice: 'Notice given',
  off_market: 'Off market',
} as const;
export const LEDGER_KIND_LABELS = {
  charge: 'Charge',
  late_fee: 'Late fee',
  payment: 'Payment',
  credit: 'Credit',
  adjustment: 'Adjustment',
} as const;

/** Dollars typed in a form ("1,250.5") as integer cents, or null when it is not an amount. */
export function parseDollars(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

/** "12.5" or "12.5%" → 1250 basis points; null unless a percentage from 0 to 100 with up to two decimals. */
export function parsePercentBps(text: string): number | null {
  const cleaned = text.replace(/[%\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const bps = Math.round(Number(cleaned) * 100);
  return bps <= 10_000 ? bps : null;
}
