import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { createProperty } from '../listings/listings-test-kit';
import { sessions } from '../transactions/transactions-test-kit';

const ADDRESS = { line1: '12 Quarry Row', city: 'Harborview', state: 'WA', postal_code: '98110' };

describe('editing a unit', () => {
  let ctx: TestContext;
  let agent: string;
  let rentalPropertyId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    agent = await sessions(ctx)('leasing_agent@demo.test');
    const propertyId = (await createProperty(ctx, agent, { address: ADDRESS })).id;
    const rental = await ctx.request('POST', '/api/rentals/properties', {
      cookie: agent,
      body: { property_id: propertyId },
    });
    expect(rental.status, JSON.stringify(rental.json)).toBe(201);
    rentalPropertyId = rental.json.id;
  });
  afterAll(() => ctx.close());

  async function addUnit(label: string) {
    const unit = await ctx.request('POST', `/api/rentals/properties/${rentalPropertyId}/units`, {
      cookie: agent,
      body: { label, beds: 2, baths: 1.5, square_feet: 900, market_rent_cents: 2_300_00 },
    });
    expect(unit.status, JSON.stringify(unit.json)).toBe(201);
    return unit.json as Record<string, unknown> & { id: string };
  }

  it('answers 409 naming the label when another unit of the property has it, and changes nothing', async () => {
    await addUnit('1A');
    const other = await addUnit('1B');
    const renamed = await ctx.request('PATCH', `/api/rentals/units/${other.id}`, {
      cookie: agent,
      body: { label: '1a' },
    });
    expect(renamed.status, JSON.stringify(renamed.json)).toBe(409);
    expect(renamed.json.error.fields).toEqual({ label: 'Already used on this property' });
    const after = await ctx.request('GET', `/api/rentals/units/${other.id}`, { cookie: agent });
    expect(after.json.label).toBe('1B');
    // Its own label, in another case, is not taken.
    const recased = await ctx.request('PATCH', `/api/rentals/units/${other.id}`, {
      cookie: agent,
      body: { label: '1b' },
    });
    expect(recased.status, JSON.stringify(recased.json)).toBe(200);
    expect(recased.json.label).toBe('1b');
  });

  it('writes only the keys it is sent: a new label keeps beds, baths, square feet and rent', async () => {
    const unit = await addUnit('2A');
    const renamed = await ctx.request('PATCH', `/api/rentals/units/${unit.id}`, {
      cookie: agent,
      body: { label: '2A-north' },
    });
    expect(renamed.status, JSON.stringify(renamed.json)).toBe(200);
    const { label: _before, version: _v1, ...untouched } = unit;
    const { label, version: _v2, ...rest } = renamed.json;
    expect(label).toBe('2A-north');
    expect(rest).toEqual(untouched);
  });
});
