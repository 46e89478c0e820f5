import type { ListingDto } from '@threshold/domain/listings/create-listing.contract';
import { Card, CardTitle } from '@/components/ui/card';
import { formatCents, STATUS_LABELS } from '../lib/listing-format';

const commission = (c: ListingDto['buyer_agent_commission']) =>
  !c ? '—' : c.kind === 'percent' ? `${c.rate_bps / 100}%` : formatCents(c.amount_cents);

function Facts({ rows }: { rows: [string, string | number | null][] }) {
  return (
    <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium text-slate-900">{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Property facts, listing terms, and the price and status history of a listing. */
export function ListingFacts({ listing }: { listing: ListingDto }) {
  const p = listing.property;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardTitle>Property</CardTitle>
        <Facts
          rows={[
            ['Type', p.property_type?.replace('_', ' ') ?? null],
            ['Year built', p.year_built],
            ['Bedrooms', p.beds],
            ['Bathrooms', p.baths],
            ['Square feet', p.square_feet?.toLocaleString('en-US') ?? null],
            ['Lot (sq ft)', p.lot_square_feet?.toLocaleString('en-US') ?? null],
            ['Parcel', p.parcel_number],
            ['Features', p.features.join(', ') || null],
          ]}
        />
        {p.description ? (
          <p className="mt-3 text-sm whitespace-pre-line text-slate-700">{p.description}</p>
        ) : null}
      </Card>
      <Card>
        <CardTitle>Terms</CardTitle>
        <Facts
          rows={[
            ['List price', formatCents(listing.list_price_cents)],
            ['Original price', formatCents(listing.original_list_price_cents)],
            ['Listed', listing.listing_date],
            ['Expires', listing.expiration_date],
            ['Days on market', listing.days_on_market],
            ['MLS number', listing.mls_number],
            ['Buyer agent commission', commission(listing.buyer_agent_commission)],
            ['Listing commission', commission(listing.listing_commission)],
            [
              'Sellers',
              listing.sellers.map((s) => `${s.first_name} ${s.last_name}`.trim()).join(', ') || null,
            ],
            ['Showing instructions', listing.showing_instructions],
          ]}
        />
      </Card>
      <Card>
        <CardTitle>Price history</CardTitle>
        <ol className="mt-3 space-y-1 text-sm">
          {listing.price_history.map((h) => (
            <li key={h.changed_at}>
              <time dateTime={h.changed_at}>{new Date(h.changed_at).toLocaleDateString()}</time> —{' '}
              {formatCents(h.price_cents)}
            </li>
          ))}
        </ol>
      </Card>
      <Card>
        <CardTitle>Status history</CardTitle>
        <ol className="mt-3 space-y-1 text-sm">
          {listing.status_history.map((h) => (
            <li key={h.changed_at}>
              <time dateTime={h.changed_at}>{new Date(h.changed_at).toLocaleDateString()}</time> —{' '}
              {h.from ? `${STATUS_LABELS[h.from]} → ` : ''}
              {STATUS_LABELS[h.to]}
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
