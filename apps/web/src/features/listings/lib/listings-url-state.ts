import { LISTING_SORTS, type ListingSort } from '@threshold/domain/listings/list-listings.contract';
import { LISTING_STATUSES, type ListingStatus } from '@threshold/domain/listings/listing-status';

/** The /real-estate filters as they live in the URL (shareable, back-button friendly). */
export interface ListingsUrlState {
  q: string;
  status: ListingStatus[];
  mine: boolean;
  minPrice: string;
  maxPrice: string;
  sort: ListingSort;
}

export function readListingsUrl(search: URLSearchParams): ListingsUrlState {
  const sort = search.get('sort');
  return {
    q: search.get('q') ?? '',
    status: (search.get('status') ?? '')
      .split(',')
      .filter((s): s is ListingStatus => (LISTING_STATUSES as readonly string[]).includes(s)),
    mine: search.get('agent') === 'me',
    minPrice: search.get('min') ?? '',
    maxPrice: search.get('max') ?? '',
    sort: (LISTING_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ListingSort) : '-updated_at',
  };
}

export function writeListingsUrl(state: ListingsUrlState): URLSearchParams {
  const out = new URLSearchParams();
  if (state.q.trim()) out.set('q', state.q.trim());
  if (state.status.length) out.set('status', state.status.join(','));
  if (state.mine) out.set('agent', 'me');
  if (state.minPrice) out.set('min', state.minPrice);
  if (state.maxPrice) out.set('max', state.maxPrice);
  if (state.sort !== '-updated_at') out.set('sort', state.sort);
  return out;
}

const dollarsParam = (v: string) => (/^\d{1,10}$/.test(v) ? String(Number(v) * 100) : undefined);

/** The API query of a URL state (prices typed in whole dollars). */
export function toListingsApiParams(state: ListingsUrlState): URLSearchParams {
  const out = new URLSearchParams();
  if (state.q.trim()) out.set('q', state.q.trim());
  if (state.status.length) out.set('status', state.status.join(','));
  if (state.mine) out.set('agent', 'me');
  const min = dollarsParam(state.minPrice);
  const max = dollarsParam(state.maxPrice);
  if (min) out.set('min_price', min);
  if (max) out.set('max_price', max);
  out.set('sort', state.sort);
  return out;
}
