import type { StaleProbe } from '../../test/stale-probe';
import { contactId, newLease, rentalWithUnit } from './rentals-test-kit';

/** Probes of the rentals module's versioned routes (test/stale-probe.ts), spread into test/stale-probes.ts. */

const draftLeaseProbe = (send: 'patch' | 'transition'): StaleProbe => ({
  async setup(ctx, as) {
    const cookie = await as('leasing_agent@demo.test');
    const other = await as('broker@demo.test');
    const { unitId } = await rentalWithUnit(ctx, cookie);
    const draft = await ctx.request('POST', '/api/rentals/leases', {
      cookie,
      body: newLease(unitId, [await contactId(ctx, cookie, 'Delgado')]),
    });
    const path = `/api/rentals/leases/${draft.json.id}`;
    return {
      readPath: path,
      bump: () => ctx.request('PATCH', path, { cookie: other, body: { due_day: 5 } }),
      send: (headers) =>
        send === 'patch'
          ? ctx.request('PATCH', path, { cookie, headers, body: { rent_cents: 2_100_00 } })
          : ctx.request('POST', `${path}/transition`, { cookie, headers, body: { status: 'active' } }),
    };
  },
});

export const RENTALS_STALE_PROBES: Record<string, StaleProbe> = {
  'PATCH /api/rentals/units/:id': {
    async setup(ctx, as) {
      const cookie = await as('leasing_agent@demo.test');
      const other = await as('broker@demo.test');
      const { unitId } = await rentalWithUnit(ctx, cookie);
      const path = `/api/rentals/units/${unitId}`;
      return {
        readPath: path,
        bump: () => ctx.request('PATCH', path, { cookie: other, body: { market_rent_cents: 2_200_00 } }),
        send: (headers) => ctx.request('PATCH', path, { cookie, headers, body: { beds: 3 } }),
      };
    },
  },
  'PUT /api/rentals/properties/:id/owners': {
    async setup(ctx, as) {
      const cookie = await as('leasing_agent@demo.test');
      const other = await as('broker@demo.test');
      const { rentalPropertyId } = await rentalWithUnit(ctx, cookie);
      const owners: string[] = [];
      for (const name of ['Probe', 'Probe Two']) {
        const contact = await ctx.request('POST', '/api/contacts', {
          cookie,
          body: { first_name: name, last_name: `Owner ${rentalPropertyId.slice(0, 8)}` },
        });
        const owner = await ctx.request('POST', '/api/rentals/owners', {
          cookie,
          body: { contact_id: contact.json.id, management_fee_bps: 800, leasing_fee_cents: 0 },
        });
        owners.push(owner.json.id);
      }
      const path = `/api/rentals/properties/${rentalPropertyId}`;
      const put = (c: string, headers: Record<string, string>, shares: number[]) =>
        ctx.request('PUT', `${path}/owners`, {
          cookie: c,
          headers,
          body: { owners: owners.map((id, i) => ({ owner_id: id, share_bps: shares[i] })) },
        });
      return {
        readPath: path,
        bump: () => put(other, {}, [5_000, 5_000]),
        send: (headers) => put(cookie, headers, [7_500, 2_500]),
      };
    },
  },
  'PATCH /api/rentals/maintenance/:id': {
    async setup(ctx, as) {
      const cookie = await as('leasing_agent@demo.test');
      const other = await as('broker@demo.test');
      const { unitId } = await rentalWithUnit(ctx, cookie);
      const created = await ctx.request('POST', '/api/rentals/maintenance', {
        cookie,
        body: { unit_id: unitId, category: 'other', priority: 'low', description: 'Probe' },
      });
      const path = `/api/rentals/maintenance/${created.json.id}`;
      return {
        readPath: path,
        bump: () => ctx.request('PATCH', path, { cookie: other, body: { notes: 'bump' } }),
        send: (headers) => ctx.request('PATCH', path, { cookie, headers, body: { status: 'assigned' } }),
      };
    },
  },
  'PATCH /api/rentals/leases/:id': draftLeaseProbe('patch'),
  'POST /api/rentals/leases/:id/transition': draftLeaseProbe('transition'),
};
