import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { sessions } from '../transactions/transactions-test-kit';
import { activeLease, contactId, newLease, ownerOf, rentalWithUnit } from './rentals-test-kit';

describe('rentals API: scope, clients and organizations', () => {
  let ctx: TestContext;
  let as: (email: string) => Promise<string>;
  let agent: string;
  let lease: { id: string };
  let rentalPropertyId: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    as = sessions(ctx);
    agent = await as('leasing_agent@demo.test');
    const renter = await contactId(ctx, agent, 'Delgado');
    const landlord = await contactId(ctx, agent, 'Barrett');
    ({ lease, rentalPropertyId } = await activeLease(ctx, agent, [renter]));
    const ownerId = await ownerOf(ctx, agent, landlord);
    const owners = await ctx.request('PUT', `/api/rentals/properties/${rentalPropertyId}/owners`, {
      cookie: agent,
      body: { owners: [{ owner_id: ownerId, share_bps: 10_000 }] },
    });
    expect(owners.status, JSON.stringify(owners.json)).toBe(200);
  });
  afterAll(() => ctx.close());

  it('shows a lease to its manager, the organization’s broker, its renter and its landlord — and nobody else (404)', async () => {
    const cases: [string, number][] = [
      ['leasing_agent@demo.test', 200],
      ['broker@demo.test', 200],
      ['managing_broker@demo.test', 200],
      ['renter@demo.test', 200],
      ['landlord@demo.test', 200],
      ['realtor@demo.test', 404],
      ['property_management@demo.test', 404],
      ['buyer@demo.test', 404],
      ['broker@lakeside.demo.test', 404],
      ['buyer@lakeside.demo.test', 404],
    ];
    for (const [email, status] of cases) {
      const cookie = await as(email);
      const res = await ctx.request('GET', `/api/rentals/leases/${lease.id}`, { cookie });
      expect(res.status, email).toBe(status);
      const ledger = await ctx.request('GET', `/api/rentals/leases/${lease.id}/ledger`, { cookie });
      expect(ledger.status, `${email} ledger`).toBe(status);
      const property = await ctx.request('GET', `/api/rentals/properties/${rentalPropertyId}`, { cookie });
      expect(property.status, `${email} property`).toBe(email === 'renter@demo.test' ? 404 : status);
    }
  });

  it('lists for a renter only their own leases, and for a landlord only their properties', async () => {
    const renter = await ctx.request('GET', '/api/rentals/leases', { cookie: await as('renter@demo.test') });
    expect(renter.json.items.length).toBeGreaterThan(0);
    for (const l of renter.json.items)
      expect(l.tenants.map((t: { name: string }) => t.name)).toContain('Rosa Delgado');
    const landlord = await ctx.request('GET', '/api/rentals/properties', {
      cookie: await as('landlord@demo.test'),
    });
    expect(landlord.json.items.length).toBeGreaterThan(0);
    for (const p of landlord.json.items)
      expect(p.owners.map((o: { name: string }) => o.name)).toContain('Lionel Barrett');
    const buyer = await ctx.request('GET', '/api/rentals/leases', { cookie: await as('buyer@demo.test') });
    expect(buyer.json.items).toEqual([]);
  });

  it('refuses writes to clients and to staff out of scope', async () => {
    const renter = await as('renter@demo.test');
    const pay = { kind: 'payment', amount_cents: 100, entry_date: '2026-02-01', method: 'cash' };
    expect(
      (await ctx.request('POST', `/api/rentals/leases/${lease.id}/ledger`, { cookie: renter, body: pay }))
        .status,
    ).toBe(403);
    const realtor = await as('realtor@demo.test');
    expect(
      (await ctx.request('POST', `/api/rentals/leases/${lease.id}/ledger`, { cookie: realtor, body: pay }))
        .status,
    ).toBe(404);
    const lakeside = await as('broker@lakeside.demo.test');
    expect(
      (await ctx.request('POST', `/api/rentals/leases/${lease.id}/ledger`, { cookie: lakeside, body: pay }))
        .status,
    ).toBe(404);
  });

  it('shows the brokerage’s fees to management and the property’s manager, never to other roles', async () => {
    for (const [email, sees] of [
      ['managing_broker@demo.test', true],
      ['leasing_agent@demo.test', true],
      ['broker@demo.test', false],
    ] as const) {
      const res = await ctx.request('GET', '/api/rentals/owners', { cookie: await as(email) });
      expect(res.status).toBe(200);
      const barrett = res.json.items.find((o: { name: string }) => o.name === 'Lionel Barrett');
      expect(barrett.management_fee_bps === 800, email).toBe(sees);
    }
  });

  it('refuses bad input with field errors', async () => {
    const { unitId } = await rentalWithUnit(ctx, agent, { label: '2B' });
    const renter = await contactId(ctx, agent, 'Delgado');
    const bad = await ctx.request('POST', '/api/rentals/leases', {
      cookie: agent,
      body: newLease(unitId, [renter], {
        due_day: 31,
        end_date: '2025-01-01',
        late_fee: { grace_days: 5, kind: 'flat' },
      }),
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields)).toEqual(
      expect.arrayContaining(['due_day', 'end_date', 'late_fee.amount_cents']),
    );
    const payment = await ctx.request('POST', `/api/rentals/leases/${lease.id}/ledger`, {
      cookie: agent,
      body: { kind: 'payment', amount_cents: 0, entry_date: '2026-02-31', method: 'bitcoin' },
    });
    expect(payment.status).toBe(400);
    expect(Object.keys(payment.json.error.fields)).toEqual(
      expect.arrayContaining(['amount_cents', 'entry_date', 'method']),
    );
  });
});
