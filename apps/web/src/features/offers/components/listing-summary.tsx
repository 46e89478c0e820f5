import type { OfferLinkSummaryDto } from '@threshold/domain/listings/submit-offer.contract';
import { addressLine, formatCents } from '../lib/offer-format';

/** What the portal shows of the listing: address, price, facts, who lists it, what the offer needs. */
export function ListingSummary({ listing }: { listing: OfferLinkSummaryDto }) {
  const facts = [
    listing.beds != null && `${listing.beds} bd`,
    listing.baths != null && `${listing.baths} ba`,
    listing.square_feet != null && `${listing.square_feet.toLocaleString('en-US')} sq ft`,
    listing.year_built != null && `built ${listing.year_built}`,
  ].filter(Boolean);
  const needs = [
    listing.requires_preapproval && 'a pre-approval letter',
    listing.requires_proof_of_funds && 'proof of funds',
  ].filter(Boolean);
  return (
    <section aria-labelledby="listing-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="listing-heading" className="text-lg font-semibold text-slate-900">
        {addressLine(listing.address)}
      </h2>
      <p className="mt-1 text-2xl font-semibold text-slate-900">
        {formatCents(listing.list_price_cents)}
        {listing.kind === 'rent' ? <span className="text-base font-normal"> / month</span> : null}
      </p>
      <p className="text-sm text-slate-700">{facts.join(' · ')}</p>
      {listing.features.length ? (
        <p className="mt-2 text-sm text-slate-700">{listing.features.join(' · ')}</p>
      ) : null}
      {listing.description ? <p className="mt-2 text-sm text-slate-700">{listing.description}</p> : null}
      <p className="mt-3 text-sm text-slate-600">
        Listed by {listing.listing_agent}, {listing.brokerage}.
        {listing.response_deadline
          ? ` Offers due by ${new Date(listing.response_deadline).toLocaleString()}.`
          : ''}
        {needs.length ? ` Offers need ${needs.join(' and ')}.` : ''}
      </p>
    </section>
  );
}
