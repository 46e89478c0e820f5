import { format, formatDistanceToNow, parseISO } from 'date-fns';

interface NamedPerson {
  first_name: string | null;
  last_name: string | null;
}

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 2,
});
const wholeMoney = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Integer cents → "$450,000" (cents shown only when there are some). */
export function formatCents(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '—';
  return cents % 100 === 0 ? wholeMoney.format(cents / 100) : money.format(cents / 100);
}

/** "2026-07-06" → "Jul 6, 2026". */
export function formatDate(date: string | null | undefined): string {
  if (!date) return '—';
  const parsed = parseISO(date);
  return Number.isNaN(parsed.getTime()) ? date : format(parsed, 'MMM d, yyyy');
}

/** "2026-07-06" → "Jul 6" (for "what moved" lines and compact lists). */
export function formatShortDate(date: string | null | undefined): string {
  if (!date) return 'no date';
  const parsed = parseISO(date);
  return Number.isNaN(parsed.getTime()) ? date : format(parsed, 'MMM d');
}

/** An ISO instant → "Nov 21, 2026, 3:45 PM". */
export function formatDateTime(instant: string | null | undefined): string {
  if (!instant) return '—';
  const parsed = new Date(instant);
  return Number.isNaN(parsed.getTime()) ? instant : format(parsed, 'MMM d, yyyy, h:mm a');
}

export function timeAgo(instant: string): string {
  const parsed = new Date(instant);
  return Number.isNaN(parsed.getTime()) ? instant : formatDistanceToNow(parsed, { addSuffix: true });
}

export function personName(person: NamedPerson | null | undefined, fallback = 'Someone'): string {
  if (!person) return fallback;
  const name = [person.first_name, person.last_name].filter(Boolean).join(' ').trim();
  return name || fallback;
}

/** "1 day overdue", "due today", "in 3 days". */
export function daysLeftLabel(days: number): string {
  if (days === 0) return 'due today';
  if (days < 0) return `${-days} day${days === -1 ? '' : 's'} overdue`;
  return `in ${days} day${days === 1 ? '' : 's'}`;
}

interface Priced {
  sale_price_cents: number | null;
  offer_price_cents: number | null;
  list_price_cents: number | null;
}

/** The price the list sorts by: sale, else offer, else list. */
export function dealPrice(deal: Priced): { cents: number | null; basis: 'sale' | 'offer' | 'list' | null } {
  if (deal.sale_price_cents !== null) return { cents: deal.sale_price_cents, basis: 'sale' };
  if (deal.offer_price_cents !== null) return { cents: deal.offer_price_cents, basis: 'offer' };
  if (deal.list_price_cents !== null) return { cents: deal.list_price_cents, basis: 'list' };
  return { cents: null, basis: null };
}
