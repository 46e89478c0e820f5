import type { ListingDto } from '@threshold/domain/listings/create-listing.contract';
import { describe, expect, it } from 'vitest';
import { buildListingUpdate, listingFieldOf, listingFormOf } from './listing-form';

const listing = {
  id: '6a1f3f4e-2b1c-4d5e-8f90-0a1b2c3d4e5f',
  property: { id: '7b2f3f4e-2b1c-4d5e-8f90-0a1b2c3d4e5f' },
  kind: 'rent',
  status: 'Active',
  list_price_cents: 2_450_00,
  listing_date: '2026-10-01',
  expiration_date: '2026-12-01',
  mls_number: 'NW12-1005',
  buyer_agent_commission: { kind: 'flat', amount_cents: 500_00 },
  listing_commission: null,
  showing_instructions: 'Call first',
  owner: { id: 'user-1', first_name: 'Riley', last_name: 'Park' },
  sellers: [{ contact_id: '8c3f3f4e-2b1c-4d5e-8f90-0a1b2c3d4e5f', first_name: 'Simon', last_name: 'Hale' }],
} as unknown as ListingDto;

describe('listing form', () => {
  it('sends back a listing as it is when nothing was typed', () => {
    expect(buildListingUpdate(listingFormOf(listing))).toEqual({
      ok: true,
      input: {
        list_price_cents: 2_450_00,
        listing_date: '2026-10-01',
        expiration_date: '2026-12-01',
        mls_number: 'NW12-1005',
        buyer_agent_commission: { kind: 'flat', amount_cents: 500_00 },
        listing_commission: null,
        showing_instructions: 'Call first',
        owner_id: 'user-1',
        seller_contact_ids: ['8c3f3f4e-2b1c-4d5e-8f90-0a1b2c3d4e5f'],
      },
    });
  });

  it('puts server field errors on the form field that shows them', () => {
    expect(listingFieldOf('seller_contact_ids.0')).toBe('sellers');
    expect(listingFieldOf('buyer_agent_commission.rate_bps')).toBe('buyer_agent_amount');
    expect(listingFieldOf('list_price_cents')).toBe('list_price');
    expect(listingFieldOf('owner_id')).toBe('owner_id');
  });
});
