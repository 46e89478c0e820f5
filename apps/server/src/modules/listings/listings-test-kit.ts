import { expect } from 'vitest';
import type { TestContext } from '../../test/harness';

/** Shared helpers of the listings integration suites (not a test file itself). */
export const newProperty = (overrides: Record<string, unknown> = {}) => ({
  address: { line1: '48 Gull Point Rd', city: 'Harborview', state: 'WA', postal_code: '98110' },
  property_type: 'single_family',
  beds: 3,
  baths: 2.5,
  square_feet: 1850,
  year_built: 1998,
  features: ['Water view', 'Garage'],
  ...overrides,
});

export async function createProperty(
  ctx: TestContext,
  cookie: string,
  overrides: Record<string, unknown> = {},
) {
  const res = await ctx.request('POST', '/api/properties', { cookie, body: newProperty(overrides) });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { id: string; version: number };
}

/** A property and an Active listing of it, as `cookie`; answers the listing DTO. */
export async function createListing(
  ctx: TestContext,
  cookie: string,
  overrides: Record<string, unknown> = {},
  property: Record<string, unknown> = {},
) {
  const { id: propertyId } = await createProperty(ctx, cookie, property);
  const res = await ctx.request('POST', '/api/listings', {
    cookie,
    body: {
      property_id: propertyId,
      list_price_cents: 725_000_00,
      buyer_agent_commission: { kind: 'percent', rate_bps: 250 },
      listing_commission: { kind: 'percent', rate_bps: 250 },
      ...overrides,
    },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { id: string; version: number; status: string };
}

/** A listing with its offer link switched on; answers the listing and the link key. */
export async function listingWithLink(
  ctx: TestContext,
  cookie: string,
  overrides: Record<string, unknown> = {},
) {
  const listing = await createListing(ctx, cookie, overrides);
  const link = await ctx.request('PUT', `/api/listings/${listing.id}/offer-link`, { cookie, body: {} });
  expect(link.status, JSON.stringify(link.json)).toBe(200);
  return { listing, linkKey: link.json.link_key as string, link: link.json };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

export const newOffer = (overrides: Record<string, unknown> = {}) => ({
  buyer_names: ['Jordan Avery', 'Casey Avery'],
  agent_name: 'Morgan Blake',
  agent_brokerage: 'Blue Water Realty',
  agent_license: 'WA-123456',
  agent_email: 'morgan.blake@bluewater.test',
  agent_phone: '(206) 555-0134',
  price_cents: 730_000_00,
  earnest_money_cents: 15_000_00,
  down_payment_cents: 146_000_00,
  financing: 'conventional',
  loan_amount_cents: 584_000_00,
  contingencies: { inspection_days: 10, appraisal_days: 21, financing_days: 30, sale_of_home_days: null },
  days_to_close: 30,
  seller_concessions_cents: 5_000_00,
  expires_at: inDays(3).toISOString(),
  notes: 'Flexible on possession.',
  ...overrides,
});

/** Submits an offer through the public link (no cookie); answers the offer id and status token. */
export async function submitOffer(
  ctx: TestContext,
  linkKey: string,
  overrides: Record<string, unknown> = {},
) {
  const res = await ctx.request('POST', `/api/offer-links/${linkKey}`, { body: newOffer(overrides) });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return { id: res.json.offer_id as string, token: (res.json.status_path as string).split('/').at(-1)! };
}
