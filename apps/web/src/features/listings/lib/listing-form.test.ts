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
  agents: [
    { id: 'user-1', first_name: 'Riley', last_name: 'Park', primary: true },
    { id: 'user-2', first_name: 'Quinn', last_name: 'Lee', primary: false },
  ],
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
        agents: [
          { user_id: 'user-1', primary: true },
          { user_id: 'user-2', primary: false },
        ],
        seller_contact_ids: ['8c3f3f4e-2b1c-4d5e-8f90-0a1b2c3d4e5f'],
      },
    });
  });

  it('puts server field errors on the form field that shows them', () => {
    expect(listingFieldOf('seller_contact_ids.0')).toBe('sellers');
    expect(listingFieldOf('buyer_agent_commission.rate_bps')).toBe('buyer_agent_amount');
    expect(listingFieldOf('list_price_cents')).toBe('list_price');
    expect(listingFieldOf('owner_id')).toBe('owner_id');
    expect(listingFieldOf('agents.1.user_id')).toBe('co_agents');
  });

  it('sends the primary first and each co-listing agent once', () => {
    const form = listingFormOf(listing);
    form.co_agents.push({ user_id: 'user-1', name: 'Riley Park' }, { user_id: 'user-3', name: 'Sam Ito' });
    const built = buildListingUpdate(form);
    expect(built.ok && built.input.agents).toEqual([
      { user_id: 'user-1', primary: true },
      { user_id: 'user-2', primary: false },
      { user_id: 'user-3', primary: false },
    ]);
  });

  it('refuses co-listing agents without a primary', () => {
    const form = { ...listingFormOf(listing), owner_id: '', owner_name: '' };
    const built = buildListingUpdate(form);
    expect(built.ok).toBe(false);
    expect(!built.ok && Object.keys(built.errors)).toContain('co_agents');
  });
});
