import { CreateListingInput, type ListingDto } from '@threshold/domain/listings/create-listing.contract';
import { UpdateListingInput } from '@threshold/domain/listings/update-listing.contract';
import { dollarsToCents } from './listing-format';
import { toBuiltInput } from './form-fields';

export type CommissionKind = 'percent' | 'flat';
export interface SellerChoice {
  contact_id: string;
  name: string;
}
export interface AgentChoice {
  user_id: string;
  name: string;
}

/** The listing form (create and edit) as typed (strings), and its conversion to the contracts. */
export interface ListingFormValues {
  /** Create only: which property, sale or rent, and the first status. */
  property_id: string;
  kind: string;
  status: string;
  list_price: string;
  listing_date: string;
  expiration_date: string;
  mls_number: string;
  buyer_agent_kind: CommissionKind;
  buyer_agent_amount: string;
  listing_commission_kind: CommissionKind;
  listing_commission_amount: string;
  showing_instructions: string;
  /** The primary listing agent's user id (the caller on a new listing unless a broker picks another). */
  owner_id: string;
  owner_name: string;
  /** The co-listing agents (ADR 0145). */
  co_agents: AgentChoice[];
  sellers: SellerChoice[];
}

/** The terms shown in a conflict notice (what both create and edit forms hold). */
export const LISTING_LABELS = {
  list_price: 'List price',
  listing_date: 'Listing date',
  expiration_date: 'Expiration date',
  mls_number: 'MLS number',
  buyer_agent_amount: 'Buyer agent commission',
  listing_commission_amount: 'Listing commission',
  showing_instructions: 'Showing instructions',
  owner_name: 'Listing agent',
  co_agents: 'Co-listing agents',
  sellers: 'Sellers',
} satisfies Partial<Record<keyof ListingFormValues, string>>;

export const emptyListingForm = (
  propertyId = '',
  self: { id: string; name: string } = { id: '', name: '' },
): ListingFormValues => ({
  property_id: propertyId,
  kind: 'sale',
  status: 'Active',
  list_price: '',
  listing_date: '',
  expiration_date: '',
  mls_number: '',
  buyer_agent_kind: 'percent',
  buyer_agent_amount: '2.5',
  listing_commission_kind: 'percent',
  listing_commission_amount: '2.5',
  showing_instructions: '',
  owner_id: self.id,
  owner_name: self.name,
  co_agents: [],
  sellers: [],
});

type Commission = ListingDto['buyer_agent_commission'];
const commissionForm = (c: Commission): [CommissionKind, string] =>
  !c
    ? ['percent', '']
    : c.kind === 'percent'
      ? ['percent', String(c.rate_bps / 100)]
      : ['flat', String(c.amount_cents / 100)];

/** The form filled with a listing as it is now (the edit screen, a conflict's "theirs"). */
export function listingFormOf(l: ListingDto): ListingFormValues {
  const [buyerKind, buyerAmount] = commissionForm(l.buyer_agent_commission);
  const [listingKind, listingAmount] = commissionForm(l.listing_commission);
  return {
    property_id: l.property.id,
    kind: l.kind,
    status: l.status,
    list_price: String(l.list_price_cents / 100),
    listing_date: l.listing_date,
    expiration_date: l.expiration_date ?? '',
    mls_number: l.mls_number ?? '',
    buyer_agent_kind: buyerKind,
    buyer_agent_amount: buyerAmount,
    listing_commission_kind: listingKind,
    listing_commission_amount: listingAmount,
    showing_instructions: l.showing_instructions ?? '',
    owner_id: l.owner.id,
    owner_name: [l.owner.first_name, l.owner.last_name].filter(Boolean).join(' '),
    co_agents: l.agents
      .filter((a) => !a.primary)
      .map((a) => ({ user_id: a.id, name: [a.first_name, a.last_name].filter(Boolean).join(' ') || 'Agent' })),
    sellers: l.sellers.map((s) => ({
      contact_id: s.contact_id,
      name: `${s.first_name} ${s.last_name}`.trim(),
    })),
  };
}

const text = (v: string) => (v.trim() === '' ? null : v.trim());
function commission(kind: CommissionKind, amount: string) {
  if (amount.trim() === '') return null;
  return kind === 'percent'
    ? { kind, rate_bps: Math.round(Number(amount) * 100) }
    : { kind, amount_cents: dollarsToCents(amount) };
}

/** Contract path → form field. */
const FIELD_OF: Record<string, keyof ListingFormValues> = {
  list_price_cents: 'list_price',
  buyer_agent_commission: 'buyer_agent_amount',
  listing_commission: 'listing_commission_amount',
  seller_contact_ids: 'sellers',
  agents: 'co_agents',
};
export const listingFieldOf = (path: string): keyof ListingFormValues => {
  const head = path.split('.')[0]!;
  return FIELD_OF[head] ?? (head as keyof ListingFormValues);
};

/**
 * The primary and the co-listing agents as the contract takes them; without a primary (a broker who
 * cleared it) the co-agents alone fail "exactly one primary", and with none at all the server lists
 * the caller.
 */
function agentsOf(v: ListingFormValues) {
  const primary = text(v.owner_id);
  const co = v.co_agents.filter((a) => a.user_id !== primary).map((a) => ({ user_id: a.user_id, primary: false }));
  if (!primary) return co.length ? co : undefined;
  return [{ user_id: primary, primary: true }, ...co];
}

/** The terms, agent and sellers: what a new listing and an edit both send. */
const termsOf = (v: ListingFormValues) => ({
  list_price_cents: dollarsToCents(v.list_price) ?? 0,
  listing_date: text(v.listing_date) ?? undefined,
  expiration_date: text(v.expiration_date),
  mls_number: text(v.mls_number),
  buyer_agent_commission: commission(v.buyer_agent_kind, v.buyer_agent_amount),
  listing_commission: commission(v.listing_commission_kind, v.listing_commission_amount),
  showing_instructions: text(v.showing_instructions),
  agents: agentsOf(v),
  seller_contact_ids: v.sellers.map((s) => s.contact_id),
});

export const buildListingInput = (v: ListingFormValues) =>
  toBuiltInput(
    CreateListingInput.safeParse({
      property_id: v.property_id,
      kind: v.kind,
      status: v.status,
      ...termsOf(v),
    }),
    listingFieldOf,
  );

export const buildListingUpdate = (v: ListingFormValues) =>
  toBuiltInput(UpdateListingInput.safeParse(termsOf(v)), listingFieldOf);
