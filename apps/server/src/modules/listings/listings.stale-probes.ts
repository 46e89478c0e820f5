import type { StaleProbe } from '../../test/stale-probe';
import { createListing } from './listings.test-kit';

/** Probes of the listings module's versioned routes (test/stale-probe.ts), spread into test/stale-probes.ts. */
export const LISTINGS_STALE_PROBES: Record<string, StaleProbe> = {
  'PATCH /api/listings/:id': {
    async setup(ctx, as) {
      const cookie = await as('realtor@demo.test');
      const other = await as('broker@demo.test');
      const path = `/api/listings/${(await createListing(ctx, cookie)).id}`;
      return {
        readPath: path,
        bump: () => ctx.request('PATCH', path, { cookie: other, body: { mls_number: 'BUMP-1' } }),
        send: (headers) =>
          ctx.request('PATCH', path, { cookie, body: { list_price_cents: 699_000_00 }, headers }),
      };
    },
  },
  'POST /api/listings/:id/transition': {
    async setup(ctx, as) {
      const cookie = await as('realtor@demo.test');
      const other = await as('broker@demo.test');
      const path = `/api/listings/${(await createListing(ctx, cookie)).id}`;
      return {
        readPath: path,
        bump: () =>
          ctx.request('PATCH', path, { cookie: other, body: { showing_instructions: 'Call first' } }),
        send: (headers) =>
          ctx.request('POST', `${path}/transition`, { cookie, body: { status: 'Hold' }, headers }),
      };
    },
  },
};
