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
