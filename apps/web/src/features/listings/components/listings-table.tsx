import type { ListingSummaryDto } from '@threshold/domain/listings/list-listings.contract';
import { Link } from 'react-router';
import { addressLine, formatCents } from '../lib/listing-format';
import { ListingStatusBadge } from './listing-status-badge';
import { ListingThumbnail } from './photos/listing-thumbnail';

/** The listing list: one row per listing, the address links to its page. */
export function ListingsTable({ items }: { items: ListingSummaryDto[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Listings</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-700 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Property
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              List price
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Days on market
            </th>
            <th scope="col" className="px-4 py-3">
              Agent
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Offers awaiting
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((l) => {
            const reduced = l.list_price_cents < l.original_list_price_cents;
            return (
              <tr key={l.id}>
                <td className="px-4 py-3">
                  <div className="flex items-center gap-3">
                    <ListingThumbnail listingId={l.id} photo={l.cover_photo} />
                    <div>
                      <Link
                        to={`/real-estate/listings/${l.id}`}
                        className="font-medium text-brand-700 underline-offset-4 hover:underline"
                      >
                        {addressLine(l.property.address)}
                      </Link>
                      <div className="text-xs text-slate-600">
                        {[
                          l.property.beds != null && `${l.property.beds} bd`,
                          l.property.baths != null && `${l.property.baths} ba`,
                          l.property.square_feet != null &&
                            `${l.property.square_feet.toLocaleString('en-US')} sq ft`,
                          l.mls_number && `MLS ${l.mls_number}`,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </div>
                    </div>
                  </div>
                </td>
                <td className="px-4 py-3">
                  <ListingStatusBadge status={l.status} />
                </td>
                <td className="px-4 py-3 text-right tabular-nums">
                  {formatCents(l.list_price_cents)}
                  {reduced ? (
                    <div className="text-xs text-emerald-800">
                      reduced from {formatCents(l.original_list_price_cents)}
                    </div>
                  ) : null}
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{l.days_on_market}</td>
                <td className="px-4 py-3">
                  {[l.owner.first_name, l.owner.last_name].filter(Boolean).join(' ')}
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{l.offers_awaiting}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
