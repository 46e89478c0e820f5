import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { listAll, sessions } from '../transactions/transactions-test-kit';
import { createListing, createProperty } from './listings-test-kit';

describe('properties and listings API', () => {
  let ctx: TestContext;
  let as: (email: string) => Promise<string>;
  beforeAll(async () => {
    ctx = await createTestContext();
    as = sessions(ctx);
  });
  afterAll(() => ctx.close());

  it('seeds demo listings in every status, with offers waiting on some, and Lakeside apart', async () => {
    const broker = await as('broker@demo.test');
    const seeded = await listAll(ctx, broker, '/api/listings');
    expect(seeded).toHaveLength(40);
    expect(new Set(seeded.map((l) => l.status)).size).toBe(9);
    expect(seeded.filter((l) => l.offers_awaiting > 0).length).toBeGreaterThanOrEqual(2);
    const underContract = seeded.filter((l) => l.status === 'ActiveUnderContract');
    const details = await Promise.all(
      underContract.map(
        async (l) => (await ctx.request('GET', `/api/listings/${l.id}`, { cookie: broker })).json,
      ),
    );
    const sold = details.filter((l) => l.transaction_id);
    expect(sold, 'one accepted offer became a deal').toHaveLength(1);
    const deal = await ctx.request('GET', `/api/transactions/${sold[0].transaction_id}`, { cookie: broker });
    expect(deal.json).toMatchObject({ status: 'under_contract', mls_number: sold[0].mls_number });
    const offers = await ctx.request('GET', `/api/listings/${sold[0].id}/offers`, { cookie: broker });
    expect(offers.json.items.filter((o: any) => o.status === 'Accepted')).toHaveLength(1);
    const lakeside = await listAll(ctx, await as('broker@lakeside.demo.test'), '/api/listings');
    expect(lakeside.length).toBeGreaterThan(0);
    expect(lakeside.every((l) => l.property.address.city === 'Lakeside')).toBe(true);
  });

  it('sums up the dashboard over the caller’s scope only', async () => {
    for (const email of ['broker@demo.test', 'realtor@demo.test']) {
      const cookie = await as(email);
      const all = await listAll(ctx, cookie, '/api/listings');
      const summary = await ctx.request('GET', '/api/listings/summary', { cookie });
      expect(summary.status).toBe(200);
      for (const [status, n] of Object.entries(summary.json.by_status))
        expect(n, `${email} ${status}`).toBe(all.filter((l) => l.status === status).length);
      expect(summary.json.offers_awaiting).toBe(all.reduce((sum, l) => sum + l.offers_awaiting, 0));
      expect(summary.json.price_reduced).toBe(
        all.filter((l) => l.status === 'Active' && l.list_price_cents < l.original_list_price_cents).length,
      );
    }
  });

  it('creates a property and a listing, and reads it back with its history', async () => {
    const realtor = await as('realtor@demo.test');
    const listing = await createListing(ctx, realtor, { mls_number: 'HV-9001' });
    const res = await ctx.request('GET', `/api/listings/${listing.id}`, { cookie: realtor });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBe(`"${res.json.version}"`);
    expect(res.json).toMatchObject({
      status: 'Active',
      kind: 'sale',
      list_price_cents: 725_000_00,
      original_list_price_cents: 725_000_00,
      mls_number: 'HV-9001',
      property: { address: { line1: '48 Gull Point Rd', city: 'Harborview' }, beds: 3, baths: 2.5 },
      price_history: [{ price_cents: 725_000_00 }],
      status_history: [{ from: null, to: 'Active' }],
    });
    expect(res.json.allowed_next_statuses).toContain('ActiveUnderContract');
  });

  it('refuses bad input with field errors, never a 500', async () => {
    const realtor = await as('realtor@demo.test');
    const bad = await ctx.request('POST', '/api/properties', {
      cookie: realtor,
      body: { address: { line1: '', city: 'X' }, baths: 2.25, year_built: 1200 },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields)).toEqual(
      expect.arrayContaining(['address.line1', 'baths', 'year_built']),
    );
    const noProperty = await ctx.request('POST', '/api/listings', {
      cookie: realtor,
      body: { property_id: crypto.randomUUID(), list_price_cents: 100 },
    });
    expect(noProperty.status).toBe(400);
    expect(noProperty.json.error.fields).toHaveProperty('property_id');
    const { id } = await createProperty(ctx, realtor);
    const badDates = await ctx.request('POST', '/api/listings', {
      cookie: realtor,
      body: {
        property_id: id,
        list_price_cents: 0,
        listing_date: '2026-05-01',
        expiration_date: '2026-04-01',
      },
    });
    expect(badDates.status).toBe(400);
    expect(Object.keys(badDates.json.error.fields)).toEqual(
      expect.arrayContaining(['list_price_cents', 'expiration_date']),
    );
  });

  it('scopes listings like deals: own for a realtor, organization for a broker; other organizations get 404', async () => {
    const realtor = await as('realtor@demo.test');
    const leasing = await as('leasing_agent@demo.test');
    const broker = await as('broker@demo.test');
    const lakeside = await as('broker@lakeside.demo.test');
    const mine = await createListing(ctx, realtor);
    const theirs = await createListing(ctx, leasing);
    const realtorIds = (await listAll(ctx, realtor, '/api/listings')).map((l) => l.id);
    expect(realtorIds).toContain(mine.id);
    expect(realtorIds).not.toContain(theirs.id);
    expect((await ctx.request('GET', `/api/listings/${theirs.id}`, { cookie: realtor })).status).toBe(404);
    const brokerIds = (await listAll(ctx, broker, '/api/listings')).map((l) => l.id);
    expect(brokerIds).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect((await ctx.request('GET', `/api/listings/${mine.id}`, { cookie: lakeside })).status).toBe(404);
    expect(
      (
        await ctx.request('PATCH', `/api/listings/${mine.id}`, {
          cookie: lakeside,
          body: { mls_number: 'X' },
        })
      ).status,
    ).toBe(404);
    expect((await listAll(ctx, lakeside, '/api/listings')).map((l) => l.id)).not.toContain(mine.id);
  });

  it('lets support staff read but not write, and keeps clients out', async () => {
    const coordinator = await as('transaction_coordinator@demo.test');
    expect((await ctx.request('GET', '/api/listings', { cookie: coordinator })).status).toBe(200);
    expect((await ctx.request('POST', '/api/properties', { cookie: coordinator, body: {} })).status).toBe(
      403,
    );
    const seller = await as('seller@demo.test');
    expect((await ctx.request('GET', '/api/listings', { cookie: seller })).status).toBe(403);
  });

  it('filters by status, price and text, and pages with keyset cursors', async () => {
    const realtor = await as('realtor@demo.test');
    const cheap = await createListing(
      ctx,
      realtor,
      { list_price_cents: 199_000_00 },
      {
        address: { line1: '7 Filter Lane', city: 'Harborview' },
      },
    );
    const held = await createListing(ctx, realtor, { list_price_cents: 1_450_000_00 });
    await ctx.request('POST', `/api/listings/${held.id}/transition`, {
      cookie: realtor,
      body: { status: 'Hold' },
    });
    const onHold = await listAll(ctx, realtor, '/api/listings', 'status=Hold&limit=1');
    expect(onHold.map((l) => l.id)).toContain(held.id);
    expect(onHold.every((l) => l.status === 'Hold')).toBe(true);
    const below = await listAll(ctx, realtor, '/api/listings', 'max_price=20000000&limit=1');
    expect(below.map((l) => l.id)).toContain(cheap.id);
    expect(below.every((l) => l.list_price_cents <= 200_000_00)).toBe(true);
    const text = await listAll(ctx, realtor, '/api/listings', 'q=filter%20lane');
    expect(text.map((l) => l.id)).toEqual([cheap.id]);
    const byPrice = await listAll(ctx, realtor, '/api/listings', 'sort=list_price&limit=2');
    const prices = byPrice.map((l) => l.list_price_cents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(byPrice.length).toBeGreaterThanOrEqual(3);
    const forged = await ctx.request('GET', '/api/listings?cursor=abc', { cookie: realtor });
    expect(forged.status).toBe(400);
  });

  it('records price changes and allowed transitions only', async () => {
    const realtor = await as('realtor@demo.test');
    const listing = await createListing(ctx, realtor);
    const cut = await ctx.request('PATCH', `/api/listings/${listing.id}`, {
      cookie: realtor,
      body: { list_price_cents: 699_000_00, version: listing.version },
    });
    expect(cut.status).toBe(200);
    expect(cut.json.price_history.map((p: any) => p.price_cents)).toEqual([725_000_00, 699_000_00]);
    expect(cut.json.original_list_price_cents).toBe(725_000_00);
    const bad = await ctx.request('POST', `/api/listings/${listing.id}/transition`, {
      cookie: realtor,
      body: { status: 'Closed' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.status).toMatch(/cannot move from Active to Closed/);
    const ok = await ctx.request('POST', `/api/listings/${listing.id}/transition`, {
      cookie: realtor,
      body: { status: 'Withdrawn', reason: 'Seller changed plans' },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.status_history.map((s: any) => s.to)).toEqual(['Active', 'Withdrawn']);
  });
});
