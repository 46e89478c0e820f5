import { LISTING_STATUS_LABELS } from '@threshold/domain/listings/listing-status';
import { Link } from 'react-router';
import { useSellerListings } from '../api/dashboard-api';
import { formatCount } from '../lib/format';
import { formatWholeDollars } from '@/lib/format';
import { Widget } from './widget';

/**
 * A seller client's listings: status, price, days on market and offers waiting, each opening the
 * read-only listing page. Nothing at all for clients who sell nothing.
 */
export function SellerListingsWidget() {
  const query = useSellerListings();
  if (query.isSuccess && query.data.items.length === 0) return null;
  return (
    <Widget
      id="seller-listings"
      title="Your listings"
      query={query}
      isEmpty={(data) => data.items.length === 0}
      empty="You are not a seller on any listing."
    >
      {(data) => (
        <ul className="divide-y divide-slate-100">
          {data.items.map((l) => (
            <li key={l.id} className="py-3 first:pt-0" data-testid="seller-listing">
              <Link
                to={`/my-listings/${l.id}`}
                className="focus-ring rounded font-medium text-brand-700 hover:underline"
              >
                {l.property.address.line1}, {l.property.address.city}
              </Link>
              <p className="mt-1 text-sm text-slate-700">
                {LISTING_STATUS_LABELS[l.status]} · {formatWholeDollars(l.list_price_cents)} ·{' '}
                {formatCount(l.days_on_market)} days on market
                {l.offers_awaiting
                  ? ` · ${formatCount(l.offers_awaiting)} ${l.offers_awaiting === 1 ? 'offer' : 'offers'} to answer`
                  : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Widget>
  );
}
