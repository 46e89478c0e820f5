import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { createProperty, newOffer } from '../listings/listings-test-kit';
import { sessions } from '../transactions/transactions-test-kit';
import { contactId } from './rentals-test-kit';

const ADDRESS = { line1: '77 Lantern Way', city: 'Harborview', state: 'WA', postal_code: '98110' };

describe('a lease from a lease-type deal or an accepted rental offer (ADR 0171)', () => {
  let ctx: TestContext;
  let as: (email: string) => Promise<string>;
  let agent: string;
  let propertyId: string;
  let rentalPropertyId: string;
  let unitId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    as = sessions(ctx);
    agent = await as('leasing_agent@demo.test');
    propertyId = (await createProperty(ctx, agent, { address: ADDRESS })).id;
    const rental = await ctx.request('POST', '/api/rentals/properties', {
      cookie: agent,
      body: { property_id: propertyId },
    });
    expect(rental.status, JSON.stringify(rental.json)).toBe(201);
    rentalPropertyId = rental.json.id;
    const unit = await ctx.request('POST', `/api/rentals/properties/${rentalPropertyId}/units`, {
      cookie: agent,
      body: { label: '2B', beds: 2, baths: 1, square_feet: 900, market_rent_cents: 2_300_00 },
    });
    expect(unit.status, JSON.stringify(unit.json)).toBe(201);
    unitId = unit.json.id;
  });
  afterAll(() => ctx.close());

  it('prefills unit, tenants, rent, deposit and dates from a lease deal and links the lease back to it', async () => {
    const renter = await contactId(ctx, agent, 'Delgado');
    const deal = await ctx.request('POST', '/api/transactions', {
      cookie: agent,
      body: {
        type: 'lease',
        side: 'landlord',
        address: { ...ADDRESS, line1: '77 LANTERN WAY' },
        offer_price_cents: 2_250_00,
        earnest_money_cents: 2_250_00,
        participants: [{ contact_id: renter, roles: ['tenant'] }],
        dates: { closing: '2026-04-01' },
      },
    });
    expect(deal.status, JSON.stringify(deal.json)).toBe(201);
    const draft = await ctx.request('GET', `/api/rentals/lease-drafts?transaction_id=${deal.json.id}`, {
      cookie: agent,
    });
    expect(draft.status, JSON.stringify(draft.json)).toBe(200);
    expect(draft.json).toMatchObject({
      source_transaction_id: deal.json.id,
      rental_property_id: rentalPropertyId,
      units: [{ id: unitId, label: '2B', status: 'vacant' }],
      tenants: [{ contact_id: renter }],
      rent_cents: 2_250_00,
      deposit_cents: 2_250_00,
      start_date: '2026-04-01',
      end_date: '2027-03-31',
    });
    const lease = await ctx.request('POST', '/api/rentals/leases', {
      cookie: agent,
      body: {
        unit_id: unitId,
        tenant_contact_ids: [renter],
        term_kind: 'fixed',
        start_date: draft.json.start_date,
        end_date: draft.json.end_date,
        rent_cents: draft.json.rent_cents,
        deposit_cents: draft.json.deposit_cents,
        due_day: 1,
        source_transaction_id: deal.json.id,
      },
    });
    expect(lease.status, JSON.stringify(lease.json)).toBe(201);
    expect(lease.json.source_transaction_id).toBe(deal.json.id);
  });

  it('refuses a source that is not a lease deal, or one outside the caller’s deal scope', async () => {
    const purchase = await ctx.request('POST', '/api/transactions', {
      cookie: agent,
      body: { type: 'purchase', side: 'buyer', address: ADDRESS },
    });
    expect(purchase.status, JSON.stringify(purchase.json)).toBe(201);
    const renter = await contactId(ctx, agent, 'Delgado');
    const body = (source: string) => ({
      unit_id: unitId,
      tenant_contact_ids: [renter],
      term_kind: 'month_to_month',
      start_date: '2026-05-01',
      rent_cents: 2_000_00,
      due_day: 1,
      source_transaction_id: source,
    });
    const notLease = await ctx.request('POST', '/api/rentals/leases', {
      cookie: agent,
      body: body(purchase.json.id),
    });
    expect(notLease.status).toBe(400);
    expect(JSON.stringify(notLease.json)).toContain('source_transaction_id');
    const drafted = await ctx.request('GET', `/api/rentals/lease-drafts?transaction_id=${purchase.json.id}`, {
      cookie: agent,
    });
    expect(drafted.status).toBe(400);
    const lakeside = await as('broker@lakeside.demo.test');
    const foreign = await ctx.request('POST', '/api/transactions', {
      cookie: lakeside,
      body: { type: 'lease', side: 'landlord', address: ADDRESS },
    });
    expect(foreign.status, JSON.stringify(foreign.json)).toBe(201);
    const outside = await ctx.request('POST', '/api/rentals/leases', {
      cookie: agent,
      body: body(foreign.json.id),
    });
    expect(outside.status).toBe(400);
    const neither = await ctx.request('GET', '/api/rentals/lease-drafts', { cookie: agent });
    expect(neither.status).toBe(400);
  });

  it('prefills from an accepted offer on a rental listing: the listing’s property, agreed rent and deposit', async () => {
    const listing = await ctx.request('POST', '/api/listings', {
      cookie: agent,
      body: {
        property_id: propertyId,
        kind: 'rent',
        list_price_cents: 2_300_00,
        buyer_agent_commission: { kind: 'percent', rate_bps: 250 },
        listing_commission: { kind: 'percent', rate_bps: 250 },
      },
    });
    expect(listing.status, JSON.stringify(listing.json)).toBe(201);
    const link = await ctx.request('PUT', `/api/listings/${listing.json.id}/offer-link`, {
      cookie: agent,
      body: {},
    });
    expect(link.status, JSON.stringify(link.json)).toBe(200);
    const submitted = await ctx.request('POST', `/api/offer-links/${link.json.link_key}`, {
      body: newOffer({
        price_cents: 2_280_00,
        earnest_money_cents: 2_280_00,
        financing: 'cash',
        loan_amount_cents: null,
        down_payment_cents: null,
        days_to_close: null,
        closing_date: '2026-06-01',
        seller_concessions_cents: 0,
        contingencies: {
          inspection_days: null,
          appraisal_days: null,
          financing_days: null,
          sale_of_home_days: null,
        },
      }),
    });
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(201);
    const offerId = submitted.json.offer_id as string;
    const early = await ctx.request('GET', `/api/rentals/lease-drafts?offer_id=${offerId}`, {
      cookie: agent,
    });
    expect(early.status).toBe(400);
    const accepted = await ctx.request('POST', `/api/offers/${offerId}/accept`, { cookie: agent });
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
    // Accepting an offer on a rental listing opens a lease deal, not a sale.
    const dealId = accepted.json.transaction_id as string;
    expect((await ctx.request('GET', `/api/transactions/${dealId}`, { cookie: agent })).json.type).toBe('lease');
    const draft = await ctx.request('GET', `/api/rentals/lease-drafts?offer_id=${offerId}`, {
      cookie: agent,
    });
    expect(draft.status, JSON.stringify(draft.json)).toBe(200);
    expect(draft.json).toMatchObject({
      rental_property_id: rentalPropertyId,
      rent_cents: 2_280_00,
      deposit_cents: 2_280_00,
      start_date: '2026-06-01',
    });
    expect(draft.json.units.map((u: { id: string }) => u.id)).toContain(unitId);
    const other = await ctx.request('GET', `/api/rentals/lease-drafts?offer_id=${offerId}`, {
      cookie: await as('broker@lakeside.demo.test'),
    });
    expect(other.status).toBe(404);
  });
});
