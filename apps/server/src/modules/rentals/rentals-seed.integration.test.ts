import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agingOf } from '@threshold/domain/rentals/rent-ledger';
import { createTestContext, type TestContext } from '../../test/harness';
import { listAll, sessions } from '../transactions/transactions-test-kit';

describe('the demo rental portfolio', () => {
  let ctx: TestContext;
  let as: (email: string) => Promise<string>;
  beforeAll(async () => {
    ctx = await createTestContext();
    as = sessions(ctx);
  });
  afterAll(() => ctx.close());

  it('has 12 properties, 60 units and 50 leases in every state for the organization', async () => {
    const broker = await as('broker@demo.test');
    const properties = await listAll(ctx, broker, '/api/rentals/properties');
    expect(properties).toHaveLength(12);
    expect(properties.reduce((s, p) => s + p.unit_count, 0)).toBe(60);
    const leases = await listAll(ctx, broker, '/api/rentals/leases');
    expect(leases).toHaveLength(50);
    expect(new Set(leases.map((l) => l.status))).toEqual(new Set(['draft', 'active', 'notice', 'ended']));
    const dash = await ctx.request('GET', '/api/rentals/dashboard', { cookie: broker });
    expect(dash.json.delinquency.leases.length).toBeGreaterThan(0);
    expect(dash.json.ending.in_90).toBeGreaterThan(0);
    expect(
      Object.values(dash.json.open_maintenance).reduce((a: number, b) => a + (b as number), 0),
    ).toBeGreaterThan(0);
    const lakeside = await ctx.request('GET', '/api/rentals/leases', {
      cookie: await as('broker@lakeside.demo.test'),
    });
    expect(lakeside.json.items).toEqual([]);
  });

  it('shows the demo renter their lease and the demo landlord their properties only', async () => {
    const renter = await listAll(ctx, await as('renter@demo.test'), '/api/rentals/leases');
    expect(renter).toHaveLength(1);
    expect(renter[0].tenants[0].name).toBe('Rosa Delgado');
    const landlord = await as('landlord@demo.test');
    const owned = await listAll(ctx, landlord, '/api/rentals/properties');
    expect(owned).toHaveLength(6);
    const theirLeases = await listAll(ctx, landlord, '/api/rentals/leases');
    expect(new Set(theirLeases.map((l) => l.rental_property_id))).toEqual(new Set(owned.map((p) => p.id)));
    const pm = await listAll(ctx, await as('property_management@demo.test'), '/api/rentals/properties');
    expect(pm).toHaveLength(4);
  });

  it('has ledgers whose balance and aging agree with the domain ledger', async () => {
    const agent = await as('leasing_agent@demo.test');
    const leases = await listAll(ctx, agent, '/api/rentals/leases', 'limit=100&status=active');
    const today = new Date().toISOString().slice(0, 10);
    let late = 0;
    for (const lease of leases.slice(0, 12)) {
      const ledger = (await ctx.request('GET', `/api/rentals/leases/${lease.id}/ledger`, { cookie: agent }))
        .json;
      expect(ledger.balance_cents).toBe(lease.balance_cents);
      expect(ledger.aging).toEqual(agingOf(ledger.entries, today).aging);
      late += ledger.entries.filter((e: { kind: string }) => e.kind === 'late_fee').length;
    }
    expect(late).toBeGreaterThan(0);
  });
});
