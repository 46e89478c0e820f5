import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { sessions } from '../transactions/transactions-test-kit';
import { createListing, createProperty } from './listings-test-kit';

describe('PATCH /api/properties/:id', () => {
  let ctx: TestContext;
  let as: (email: string) => Promise<string>;
  beforeAll(async () => {
    ctx = await createTestContext();
    as = sessions(ctx);
  });
  afterAll(() => ctx.close());

  const patch = (cookie: string, id: string, body: Record<string, unknown>) =>
    ctx.request('PATCH', `/api/properties/${id}`, { cookie, body });

  it('changes the facts and the address, and the listing page and search follow', async () => {
    const realtor = await as('realtor@demo.test');
    const listing = await createListing(
      ctx,
      realtor,
      {},
      { address: { line1: '3 Old Name Rd', city: 'Harborview' } },
    );
    const read = await ctx.request('GET', `/api/listings/${listing.id}`, { cookie: realtor });
    const propertyId = read.json.property.id as string;
    const before = await ctx.request('GET', `/api/properties/${propertyId}`, { cookie: realtor });
    const res = await patch(realtor, propertyId, {
      version: before.json.version,
      beds: 5,
      description: 'Rebuilt kitchen.',
      features: ['Deck'],
      address: { line1: '9 New Name Rd', city: 'Harborview', state: 'WA', postal_code: '98110' },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({
      version: before.json.version + 1,
      beds: 5,
      baths: 2.5,
      description: 'Rebuilt kitchen.',
      features: ['Deck'],
      address: { line1: '9 New Name Rd' },
    });
    const page = await ctx.request('GET', `/api/listings/${listing.id}`, { cookie: realtor });
    expect(page.json.property).toMatchObject({ beds: 5, description: 'Rebuilt kitchen.' });
    const found = await ctx.request('GET', '/api/listings?q=new%20name%20rd', { cookie: realtor });
    expect(found.json.items.map((l: any) => l.id)).toEqual([listing.id]);
    const cleared = await patch(realtor, propertyId, { description: null });
    expect(cleared.json.description).toBeNull();
  });

  it('answers 404 outside the caller’s scope and in another organization; brokers edit any', async () => {
    const realtor = await as('realtor@demo.test');
    const leasing = await as('leasing_agent@demo.test');
    const { id: theirs } = await createProperty(ctx, leasing);
    expect((await patch(realtor, theirs, { beds: 1 })).status).toBe(404);
    const lakeside = await as('broker@lakeside.demo.test');
    const { id: mine } = await createProperty(ctx, realtor);
    expect((await patch(lakeside, mine, { beds: 1 })).status).toBe(404);
    expect((await patch(realtor, crypto.randomUUID(), { beds: 1 })).status).toBe(404);
    const broker = await as('broker@demo.test');
    expect((await patch(broker, theirs, { beds: 4 })).json.beds).toBe(4);
    const coordinator = await as('transaction_coordinator@demo.test');
    expect((await patch(coordinator, mine, { beds: 1 })).status).toBe(403);
  });

  it('refuses bad input with field errors and a stale version with 409 and the property now', async () => {
    const realtor = await as('realtor@demo.test');
    const { id, version } = await createProperty(ctx, realtor);
    const bad = await patch(realtor, id, { baths: 2.3, year_built: 1200, address: { line1: '' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields)).toEqual(
      expect.arrayContaining(['baths', 'year_built', 'address.line1', 'address.city']),
    );
    expect((await patch(realtor, id, {})).status).toBe(400);
    expect((await patch(realtor, 'not-a-uuid', { beds: 1 })).status).toBe(400);
    const broker = await as('broker@demo.test');
    expect((await patch(broker, id, { beds: 2, version })).status).toBe(200);
    const stale = await patch(realtor, id, { beds: 6, version });
    expect(stale.status).toBe(409);
    expect(stale.json.error.code).toBe('STALE_VERSION');
    expect(stale.json.error.current).toMatchObject({ beds: 2, version: version + 1 });
    const now = await ctx.request('GET', `/api/properties/${id}`, { cookie: realtor });
    expect(now.json.beds).toBe(2);
  });
});
