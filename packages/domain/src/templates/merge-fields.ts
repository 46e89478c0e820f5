/**
 * Merge fields: template fields bound to deal data (issue 13). The catalogue is data; resolving is a
 * pure function over a `MergeSource` the server reads from the deal, so the preview, the generator and
 * the tests agree on every value.
 */
export const MERGE_FIELDS = {
  'property.address': 'Property address (one line)',
  'property.street': 'Property street',
  'property.city': 'Property city',
  'property.state': 'Property state',
  'property.postal_code': 'Property ZIP / postal code',
  'property.mls_number': 'MLS number',
  'price.list': 'List price',
  'price.offer': 'Offer price',
  'price.sale': 'Sale price',
  'price.earnest_money': 'Earnest money',
  'dates.closing': 'Closing date',
  'dates.today': 'Today’s date',
  'parties.buyers': 'Buyer names',
  'parties.sellers': 'Seller names',
  'parties.landlords': 'Landlord names',
  'parties.tenants': 'Tenant names',
  'agent.name': 'Agent name',
  'agent.email': 'Agent e-mail',
  'brokerage.name': 'Brokerage name',
  'deal.title': 'Deal title',
} as const;
export type MergeFieldKey = keyof typeof MERGE_FIELDS;
export const MERGE_FIELD_KEYS = Object.keys(MERGE_FIELDS) as MergeFieldKey[];
export const isMergeFieldKey = (key: string): key is MergeFieldKey => key in MERGE_FIELDS;

/** What a deal offers to merge; null = not known for this deal. */
export interface MergeSource {
  title: string;
  address: { line1: string; line2: string | null; city: string; state: string; postalCode: string };
  mlsNumber: string | null;
  listPriceCents: number | null;
  offerPriceCents: number | null;
  salePriceCents: number | null;
  earnestMoneyCents: number | null;
  closingDate: string | null;
  /** Participants by their deal roles (a person with two roles appears under both). */
  parties: { name: string; roles: readonly string[] }[];
  agent: { name: string; email: string } | null;
  brokerageName: string | null;
  /** "YYYY-MM-DD" of the day the document is generated. */
  today: string;
}

/** "$725,000.00" from integer cents (no floating-point money). */
export function formatCents(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "March 5, 2026" from "2026-03-05" (no time zone involved: it is a calendar date). */
export function formatIsoDate(ymd: string): string {
  const [y, m, d] = ymd.split('-').map(Number);
  return `${MONTHS[(m ?? 1) - 1]} ${d}, ${y}`;
}

const blankToNull = (s: string | null | undefined) => (s && s.trim() ? s.trim() : null);
const money = (cents: number | null) => (cents === null ? null : formatCents(cents));
const namesWith = (source: MergeSource, role: string) =>
  blankToNull(
    source.parties
      .filter((p) => p.roles.includes(role))
      .map((p) => p.name.trim())
      .filter(Boolean)
      .join(', '),
  );

/** One merge field's value for the deal, or null when the deal does not have it. */
export function resolveMergeField(key: MergeFieldKey, source: MergeSource): string | null {
  const a = source.address;
  switch (key) {
    case 'property.address': {
      const street = [a.line1, a.line2].filter(Boolean).join(' ');
      const tail = [a.state, a.postalCode].filter(Boolean).join(' ');
      return blankToNull([street, a.city, tail].filter(Boolean).join(', '));
    }
    case 'property.street':
      return blankToNull([a.line1, a.line2].filter(Boolean).join(' '));
    case 'property.city':
      return blankToNull(a.city);
    case 'property.state':
      return blankToNull(a.state);
    case 'property.postal_code':
      return blankToNull(a.postalCode);
    case 'property.mls_number':
      return blankToNull(source.mlsNumber);
    case 'price.list':
      return money(source.listPriceCents);
    case 'price.offer':
      return money(source.offerPriceCents);
    case 'price.sale':
      return money(source.salePriceCents);
    case 'price.earnest_money':
      return money(source.earnestMoneyCents);
    case 'dates.closing':
      return source.closingDate ? formatIsoDate(source.closingDate) : null;
    case 'dates.today':
      return formatIsoDate(source.today);
    case 'parties.buyers':
      return namesWith(source, 'buyer');
    case 'parties.sellers':
      return namesWith(source, 'seller');
    case 'parties.landlords':
      return namesWith(source, 'landlord');
    case 'parties.tenants':
      return namesWith(source, 'tenant');
    case 'agent.name':
      return blankToNull(source.agent?.name);
    case 'agent.email':
      return blankToNull(source.agent?.email);
    case 'brokerage.name':
      return blankToNull(source.brokerageName);
    case 'deal.title':
      return blankToNull(source.title);
  }
}

export interface ResolvedField {
  field_id: string;
  merge_key: MergeFieldKey;
  value: string | null;
}

/**
 * Every merge field of a template resolved against the deal; `missing` lists the fields with no
 * value (the preview asks for them, and what is typed wins over the deal's own value).
 */
export function resolveMergeFields(
  fields: readonly { id: string; merge_key?: string | null | undefined }[],
  source: MergeSource,
  typed: Readonly<Record<string, string>> = {},
) {
  const resolved: ResolvedField[] = [];
  for (const field of fields) {
    if (!field.merge_key || !isMergeFieldKey(field.merge_key)) continue;
    const own = blankToNull(typed[field.id]);
    resolved.push({
      field_id: field.id,
      merge_key: field.merge_key,
      value: own ?? resolveMergeField(field.merge_key, source),
    });
  }
  return { resolved, missing: resolved.filter((r) => r.value === null).map((r) => r.field_id) };
}
