import { expect } from 'vitest';
import type { TestContext } from '../../test/harness';
import { createProperty } from '../listings/listings-test-kit';

/** Shared helpers of the rentals integration suites (not a test file itself). */

/** The id of the demo client contact with that name (e.g. Rosa Delgado, the renter@demo.test account). */
export async function contactId(ctx: TestContext, cookie: string, q: string): Promise<string> {
  const res = await ctx.request('GET', `/api/contacts?q=${encodeURIComponent(q)}`, { cookie });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const id = res.json.items[0]?.id as string | undefined;
  expect(id, q).toBeTruthy();
  return id!;
}

/** A property put under rental management by `cookie`, with one unit; answers both ids. */
export async function rentalWithUnit(ctx: TestContext, cookie: string, unit: Record<string, unknown> = {}) {
  const { id: propertyId } = await createProperty(ctx, cookie, {
    address: {
      line1: `${Math.floor(Math.random() * 9000) + 100} Tide St`,
      city: 'Harborview',
      state: 'WA',
      postal_code: '98110',
    },
  });
  const rental = await ctx.request('POST', '/api/rentals/properties', {
    cookie,
    body: { property_id: propertyId },
  });
  expect(rental.status, JSON.stringify(rental.json)).toBe(201);
  const created = await ctx.request('POST', `/api/rentals/properties/${rental.json.id}/units`, {
    cookie,
    body: { label: '1A', beds: 2, baths: 1, square_feet: 850, market_rent_cents: 2_000_00, ...unit },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return { rentalPropertyId: rental.json.id as string, unitId: created.json.id as string };
}

export const newLease = (unitId: string, tenantIds: string[], overrides: Record<string, unknown> = {}) => ({
  unit_id: unitId,
  tenant_contact_ids: tenantIds,
  term_kind: 'fixed',
  start_date: '2026-01-15',
  end_date: '2027-01-14',
  rent_cents: 2_000_00,
  due_day: 1,
  deposit_cents: 2_000_00,
  recurring_charges: [{ code: 'parking', label: 'Parking', amount_cents: 75_00 }],
  late_fee: { grace_days: 5, kind: 'flat', amount_cents: 50_00, cap_cents: 50_00 },
  ...overrides,
});

/** A drafted and activated lease on a new unit; answers the lease DTO and its property id. */
export async function activeLease(
  ctx: TestContext,
  cookie: string,
  tenantIds: string[],
  overrides: Record<string, unknown> = {},
) {
  const { rentalPropertyId, unitId } = await rentalWithUnit(ctx, cookie);
  const draft = await ctx.request('POST', '/api/rentals/leases', {
    cookie,
    body: newLease(unitId, tenantIds, overrides),
  });
  expect(draft.status, JSON.stringify(draft.json)).toBe(201);
  const active = await ctx.request('POST', `/api/rentals/leases/${draft.json.id}/transition`, {
    cookie,
    body: { status: 'active' },
  });
  expect(active.status, JSON.stringify(active.json)).toBe(200);
  return { lease: active.json as { id: string; version: number; status: string }, rentalPropertyId, unitId };
}

/** The owner record of a contact (the demo seed already made Lionel Barrett one), made when missing. */
export async function ownerOf(ctx: TestContext, cookie: string, contactId: string, managementFeeBps = 800) {
  const made = await ctx.request('POST', '/api/rentals/owners', {
    cookie,
    body: { contact_id: contactId, management_fee_bps: managementFeeBps, leasing_fee_cents: 1_000_00 },
  });
  if (made.status === 201) return made.json.id as string;
  expect(made.status, JSON.stringify(made.json)).toBe(409);
  const list = await ctx.request('GET', '/api/rentals/owners', { cookie });
  return (list.json.items as { id: string; contact_id: string }[]).find((o) => o.contact_id === contactId)!
    .id;
}
