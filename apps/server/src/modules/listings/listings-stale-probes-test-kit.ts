import type { StaleProbe } from '../../test/stale-probe';
import type { TestContext } from '../../test/harness';
import { createListing, createProperty, listingWithLink, submitOffer } from './listings-test-kit';

/** Probes of the listings module's versioned routes (test/stale-probe.ts), spread into test/stale-probes.ts. */

const listingProbe = (
  send: (ctx: TestContext, path: string, cookie: string, headers: Record<string, string>) => Promise<any>,
): StaleProbe => ({
  async setup(ctx, as) {
    const cookie = await as('realtor@demo.test');
    const other = await as('broker@demo.test');
    const path = `/api/listings/${(await createListing(ctx, cookie)).id}`;
    return {
      readPath: path,
      bump: () => ctx.request('PATCH', path, { cookie: other, body: { mls_number: `BUMP-${Date.now()}` } }),
      send: (headers) => send(ctx, path, cookie, headers),
    };
  },
});

/** An offer on a realtor's listing; the broker bumps it by writing internal notes. */
const offerProbe = (verb: string | null, body: unknown = undefined): StaleProbe => ({
  async setup(ctx, as) {
    const cookie = await as('realtor@demo.test');
    const other = await as('broker@demo.test');
    const { linkKey } = await listingWithLink(ctx, cookie);
    const { id } = await submitOffer(ctx, linkKey);
    const path = `/api/offers/${id}`;
    return {
      readPath: path,
      bump: () => ctx.request('PATCH', path, { cookie: other, body: { internal_notes: 'Strong buyer' } }),
      send: (headers) =>
        verb
          ? ctx.request('POST', `${path}/${verb}`, {
              cookie,
              headers,
              ...(body === undefined ? {} : { body }),
            })
          : ctx.request('PATCH', path, { cookie, headers, body: { internal_notes: 'Mine' } }),
    };
  },
});

export const LISTINGS_STALE_PROBES: Record<string, StaleProbe> = {
  'PATCH /api/properties/:id': {
    async setup(ctx, as) {
      const cookie = await as('realtor@demo.test');
      const other = await as('broker@demo.test');
      const path = `/api/properties/${(await createProperty(ctx, cookie)).id}`;
      return {
        readPath: path,
        bump: () => ctx.request('PATCH', path, { cookie: other, body: { beds: 4 } }),
        send: (headers) => ctx.request('PATCH', path, { cookie, body: { beds: 5 }, headers }),
      };
    },
  },
  'PATCH /api/listings/:id': listingProbe((ctx, path, cookie, headers) =>
    ctx.request('PATCH', path, { cookie, body: { list_price_cents: 699_000_00 }, headers }),
  ),
  'POST /api/listings/:id/transition': listingProbe((ctx, path, cookie, headers) =>
    ctx.request('POST', `${path}/transition`, { cookie, body: { status: 'Hold' }, headers }),
  ),
  'PUT /api/listings/:id/offer-link': {
    async setup(ctx, as) {
      const cookie = await as('realtor@demo.test');
      const other = await as('broker@demo.test');
      const { listing } = await listingWithLink(ctx, cookie);
      const path = `/api/listings/${listing.id}/offer-link`;
      return {
        readPath: path,
        bump: () => ctx.request('PUT', path, { cookie: other, body: { requires_preapproval: true } }),
        send: (headers) => ctx.request('PUT', path, { cookie, body: { enabled: false }, headers }),
      };
    },
  },
  'PATCH /api/offers/:id': offerProbe(null),
  'POST /api/offers/:id/counter': offerProbe('counter', { terms: { price_cents: 745_000_00 } }),
  'POST /api/offers/:id/accept': offerProbe('accept'),
  'POST /api/offers/:id/review': offerProbe('review'),
  'POST /api/offers/:id/reject': offerProbe('reject'),
  'POST /api/offers/:id/backup': offerProbe('backup'),
};
