import { CreateListingInput } from '@threshold/domain/listings/create-listing.contract';
import { dollarsToCents } from './listing-format';
import { issuesToFields } from './form-fields';

/** The CreateListing form as typed (strings), and its conversion to the contract. */
export interface ListingFormValues {
  property_id: string;
  kind: string;
  status: string;
  list_price: string;
  listing_date: string;
  expiration_date: string;
  mls_number: string;
  buyer_agent_percent: string;
  listing_percent: string;
  showing_instructions: string;
}

export const emptyListingForm = (propertyId = ''): ListingFormValues => ({
  property_id: propertyId,
  kind: 'sale',
  status: 'Active',
  list_price: '',
  listing_date: '',
  expiration_date: '',
  mls_number: '',
  buyer_agent_percent: '2.5',
  listing_percent: '2.5',
  showing_instructions: '',
});

const text = (v: string) => (v.trim() === '' ? null : v.trim());
const percent = (v: string) =>
  v.trim() === '' ? null : { kind: 'percent' as const, rate_bps: Math.round(Number(v) * 100) };

/** Contract path → form field. */
const FIELD_OF: Record<string, keyof ListingFormValues> = {
  list_price_cents: 'list_price',
  buyer_agent_commission: 'buyer_agent_percent',
  listing_commission: 'listing_percent',
};
export const listingFieldOf = (path: string): keyof ListingFormValues => {
  const head = path.split('.')[0]!;
  return FIELD_OF[head] ?? (head as keyof ListingFormValues);
};

export function buildListingInput(
  v: ListingFormValues,
): { ok: true; input: CreateListingInput } | { ok: false; errors: Record<string, string> } {
  const result = CreateListingInput.safeParse({
    property_id: v.property_id,
    kind: v.kind,
    status: v.status,
    list_price_cents: dollarsToCents(v.list_price) ?? 0,
    listing_date: text(v.listing_date) ?? undefined,
    expiration_date: text(v.expiration_date),
    mls_number: text(v.mls_number),
    buyer_agent_commission: percent(v.buyer_agent_percent),
    listing_commission: percent(v.listing_percent),
    showing_instructions: text(v.showing_instructions),
  });
  if (result.success) return { ok: true, input: result.data };
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(issuesToFields(result.error)))
    errors[listingFieldOf(path)] ??= message;
  return { ok: false, errors };
}
