import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { sessions } from '../transactions/transactions-test-kit';
import { activeLease, contactId, ownerOf } from './rentals-test-kit';

const thisMonth = () => new Date().toISOString().slice(0, 7);

describe('maintenance requests and the owner statement', () => {
  let ctx: TestContext;
  let as: (email: string) => Promise<string>;
  let agent: string;
  let leaseId: string;
  let rentalPropertyId: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    as = sessions(ctx);
    agent = await as('leasing_agent@demo.test');
    const renter = await contactId(ctx, agent, 'Delgado');
    const landlord = await contactId(ctx, agent, 'Barrett');
    const made = await activeLease(ctx, agent, [renter]);
    leaseId = made.lease.id;
    rentalPropertyId = made.rentalPropertyId;
    const ownerId = await ownerOf(ctx, agent, landlord);
    await ctx.request('PUT', `/api/rentals/properties/${rentalPropertyId}/owners`, {
      cookie: agent,
      body: { owners: [{ owner_id: ownerId, share_bps: 10_000 }] },
    });
  });
  afterAll(() => ctx.close());

  it('lets a renter submit a request on their lease and follow it; staff complete it and the cost lands on the owner statement', async () => {
    const renter = await as('renter@demo.test');
    const submitted = await ctx.request('POST', '/api/rentals/maintenance', {
      cookie: renter,
      body: {
        lease_id: leaseId,
        category: 'plumbing',
        priority: 'high',
        description: 'Kitchen sink leaks',
        permission_to_enter: true,
      },
    });
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(201);
    expect(submitted.json).toMatchObject({ status: 'new', unit_label: '1A', notes: null });
    const id = submitted.json.id as string;
    const path = `/api/rentals/maintenance/${id}`;
    for (const body of [
      { status: 'assigned', assignee_user_id: null },
      { status: 'scheduled', scheduled_for: new Date().toISOString() },
      { status: 'in_progress', notes: 'Replaced trap' },
      { status: 'done', cost_cents: 180_00 },
    ]) {
      const res = await ctx.request('PATCH', path, { cookie: agent, body });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
    }
    const seen = await ctx.request('GET', path, { cookie: renter });
    expect(seen.json).toMatchObject({ status: 'done', cost_cents: null, notes: null });
    await ctx.request('POST', `/api/rentals/leases/${leaseId}/ledger`, {
      cookie: agent,
      body: {
        kind: 'payment',
        amount_cents: 2_000_00,
        entry_date: new Date().toISOString().slice(0, 10),
        method: 'ach',
      },
    });
    const statement = await ctx.request(
      'GET',
      `/api/rentals/properties/${rentalPropertyId}/statement?period=${thisMonth()}`,
      { cookie: await as('landlord@demo.test') },
    );
    expect(statement.status, JSON.stringify(statement.json)).toBe(200);
    expect(statement.json).toMatchObject({
      collected_cents: 2_000_00,
      management_fee_cents: 160_00,
      expenses_cents: 180_00,
      net_cents: 1_660_00,
    });
    expect(statement.json.owners).toEqual([
      expect.objectContaining({ name: 'Lionel Barrett', share_bps: 10_000, net_cents: 1_660_00 }),
    ]);
    const broker = await ctx.request(
      'GET',
      `/api/rentals/properties/${rentalPropertyId}/statement?period=${thisMonth()}`,
      { cookie: await as('broker@demo.test') },
    );
    expect(broker.json).toMatchObject({
      collected_cents: 2_000_00,
      management_fee_cents: null,
      net_cents: null,
    });
  });

  it('refuses steps out of order, and requests from people who are not the tenant', async () => {
    const renter = await as('renter@demo.test');
    const created = await ctx.request('POST', '/api/rentals/maintenance', {
      cookie: renter,
      body: { lease_id: leaseId, category: 'hvac', priority: 'normal', description: 'No heat' },
    });
    const jump = await ctx.request('PATCH', `/api/rentals/maintenance/${created.json.id}`, {
      cookie: agent,
      body: { status: 'done' },
    });
    expect(jump.status).toBe(400);
    expect(jump.json.error.fields).toHaveProperty('status');
    const buyer = await ctx.request('POST', '/api/rentals/maintenance', {
      cookie: await as('buyer@demo.test'),
      body: { lease_id: leaseId, category: 'hvac', priority: 'normal', description: 'x' },
    });
    expect(buyer.status).toBe(400);
    expect(
      (
        await ctx.request('GET', `/api/rentals/maintenance/${created.json.id}`, {
          cookie: await as('buyer@demo.test'),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await ctx.request('PATCH', `/api/rentals/maintenance/${created.json.id}`, {
          cookie: renter,
          body: { status: 'cancelled' },
        })
      ).status,
    ).toBe(403);
    const board = await ctx.request('GET', '/api/rentals/maintenance?open=true', { cookie: agent });
    expect(board.json.items.map((m: { id: string }) => m.id)).toContain(created.json.id);
    const dash = await ctx.request('GET', '/api/rentals/dashboard', { cookie: agent });
    expect(dash.json.open_maintenance.normal).toBeGreaterThanOrEqual(1);
  });
});
