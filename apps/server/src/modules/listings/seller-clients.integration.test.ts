import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { sessions } from '../transactions/transactions-test-kit';
import { listingWithLink, submitOffer } from './listings-test-kit';

/** ADR 0099: seller clients read their listings and offers, and write nothing. */
describe('seller clients', () => {
  let ctx: TestContext;
  let as: (email: string) => Promise<string>;
  beforeAll(async () => {
    ctx = await createTestContext();
    as = sessions(ctx);
  });
  afterAll(() => ctx.close());

  async function sellersListing() {
    const realtor = await as('realtor@demo.test');
    const contacts = await ctx.request('GET', '/api/contacts?q=Hale', { cookie: realtor });
    const simon = contacts.json.items.find((c: any) => c.user_id);
    const { listing, linkKey } = await listingWithLink(ctx, realtor, { seller_contact_ids: [simon.id] });
    const offer = await submitOffer(ctx, linkKey);
    const property = (await ctx.request('GET', `/api/listings/${listing.id}`, { cookie: realtor })).json
      .property.id as string;
    return { listing, offer, property };
  }

  it('lists the listings they sell, the demo seller among them with offers', async () => {
    const { listing } = await sellersListing();
    const seller = await as('seller@demo.test');
    const mine = await ctx.request('GET', '/api/listings/as-seller', { cookie: seller });
    expect(mine.status).toBe(200);
    const ids = mine.json.items.map((l: any) => l.id);
    expect(ids).toContain(listing.id);
    expect(mine.json.items.some((l: any) => l.id !== listing.id && l.offers_awaiting > 0)).toBe(true);
    const buyer = await as('buyer@demo.test');
    const none = await ctx.request('GET', '/api/listings/as-seller', { cookie: buyer });
    expect(none.json.items).toEqual([]);
    expect((await ctx.request('GET', '/api/listings/as-seller')).status).toBe(401);
  });

  it('refuses every listing and offer write to them', async () => {
    const { listing, offer, property } = await sellersListing();
    const seller = await as('seller@demo.test');
    const l = `/api/listings/${listing.id}`;
    const o = `/api/offers/${offer.id}`;
    const writes: [string, string, unknown][] = [
      ['POST', '/api/properties', { address: { line1: '1 A St', city: 'Harborview' } }],
      ['PATCH', `/api/properties/${property}`, { beds: 1 }],
      ['POST', '/api/listings', { property_id: property, list_price_cents: 100 }],
      ['PATCH', l, { mls_number: 'MINE' }],
      ['POST', `${l}/transition`, { status: 'Withdrawn' }],
      ['PUT', `${l}/offer-link`, { enabled: false }],
      ['PATCH', o, { internal_notes: 'x' }],
      ['POST', `${o}/counter`, { terms: { price_cents: 800_000_00 } }],
      ['POST', `${o}/accept`, {}],
      ['POST', `${o}/review`, {}],
      ['POST', `${o}/reject`, {}],
      ['POST', `${o}/backup`, {}],
    ];
    for (const [method, path, body] of writes) {
      const res = await ctx.request(method, path, { cookie: seller, body });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    const after = await ctx.request('GET', l, { cookie: seller });
    expect(after.json).toMatchObject({ version: listing.version, mls_number: null, transaction_id: null });
    const offers = await ctx.request('GET', `${l}/offers`, { cookie: seller });
    expect(offers.json.items[0].status).toBe('Submitted');
  });
});
