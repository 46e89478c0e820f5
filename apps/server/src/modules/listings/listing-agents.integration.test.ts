import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/audit.schema';
import type { RoleKey } from '@threshold/domain/roles';
import { createTestContext, type TestContext } from '../../test/harness';
import { listAll, sessions } from '../transactions/transactions-test-kit';
import { createListing, listingWithLink, submitOffer } from './listings-test-kit';

describe('co-listing agents (ADR 0145)', () => {
  let ctx: TestContext;
  let as: (email: string) => Promise<string>;
  let idOf: (role: RoleKey) => string;
  beforeAll(async () => {
    ctx = await createTestContext();
    as = sessions(ctx);
    idOf = (role) => ctx.seed!.harborview.users.get(role)!;
  });
  afterAll(() => ctx.close());

  it('a co-listing agent sees and works the listing and its offers like the primary; a third agent gets 404', async () => {
    const broker = await as('broker@demo.test');
    const realtor = await as('realtor@demo.test');
    const leasing = await as('leasing_agent@demo.test');
    // The broker lists for the leasing agent with the realtor as co-listing agent.
    const { listing, linkKey } = await listingWithLink(ctx, broker, {
      agents: [
        { user_id: idOf('leasing_agent'), primary: true },
        { user_id: idOf('realtor'), primary: false },
      ],
    });
    const { id: offerId } = await submitOffer(ctx, linkKey);
    // Another listing of the broker's with the leasing agent as co-agent: the realtor is the third agent there.
    const other = await listingWithLink(ctx, broker, {
      agents: [
        { user_id: idOf('broker'), primary: true },
        { user_id: idOf('leasing_agent'), primary: false },
      ],
    });
    const { id: otherOffer } = await submitOffer(ctx, other.linkKey);

    const read = await ctx.request('GET', `/api/listings/${listing.id}`, { cookie: realtor });
    expect(read.status).toBe(200);
    expect(read.json.owner.id).toBe(idOf('leasing_agent'));
    expect(read.json.agents.map((a: any) => [a.id, a.primary])).toEqual([
      [idOf('leasing_agent'), true],
      [idOf('realtor'), false],
    ]);
    expect((await listAll(ctx, realtor, '/api/listings')).map((l) => l.id)).toContain(listing.id);
    const mine = await listAll(ctx, realtor, '/api/listings', 'agent=me');
    expect(mine.map((l) => l.id)).toContain(listing.id);
    const offers = await ctx.request('GET', `/api/listings/${listing.id}/offers`, { cookie: realtor });
    expect(offers.status).toBe(200);
    expect(offers.json.items.map((o: any) => o.id)).toContain(offerId);
    const edited = await ctx.request('PATCH', `/api/listings/${listing.id}`, {
      cookie: realtor,
      body: { showing_instructions: 'Co-agent shows on weekends', version: read.json.version },
    });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect((await ctx.request('GET', `/api/offers/${offerId}`, { cookie: realtor })).status).toBe(200);
    const noted = await ctx.request('PATCH', `/api/offers/${offerId}`, {
      cookie: realtor,
      body: { internal_notes: 'Strong pre-approval' },
    });
    expect(noted.status, JSON.stringify(noted.json)).toBe(200);

    // The realtor is not an agent of the other listing: 404 for it, its offers and edits.
    expect((await ctx.request('GET', `/api/listings/${other.listing.id}`, { cookie: realtor })).status).toBe(404);
    expect(
      (await ctx.request('GET', `/api/listings/${other.listing.id}/offers`, { cookie: realtor })).status,
    ).toBe(404);
    expect((await ctx.request('GET', `/api/offers/${otherOffer}`, { cookie: realtor })).status).toBe(404);
    expect(
      (
        await ctx.request('PATCH', `/api/listings/${other.listing.id}`, {
          cookie: realtor,
          body: { mls_number: 'NOPE' },
        })
      ).status,
    ).toBe(404);
    expect((await listAll(ctx, realtor, '/api/listings')).map((l) => l.id)).not.toContain(other.listing.id);
    // …while the leasing agent, co-agent there, sees both.
    const leasingIds = (await listAll(ctx, leasing, '/api/listings')).map((l) => l.id);
    expect(leasingIds).toEqual(expect.arrayContaining([listing.id, other.listing.id]));
    expect((await ctx.request('GET', `/api/offers/${otherOffer}`, { cookie: leasing })).status).toBe(200);
  });

  it('validates the agents: one primary, each once, licensed members of the organization only', async () => {
    const broker = await as('broker@demo.test');
    const realtor = await as('realtor@demo.test');
    const { id: propertyId } = (
      await ctx.request('POST', '/api/properties', {
        cookie: realtor,
        body: { address: { line1: '9 Validation Row', city: 'Harborview', state: 'WA', postal_code: '98110' } },
      })
    ).json;
    const post = (cookie: string, agents: unknown) =>
      ctx.request('POST', '/api/listings', {
        cookie,
        body: { property_id: propertyId, list_price_cents: 500_000_00, agents },
      });
    const two = await post(realtor, [
      { user_id: idOf('realtor'), primary: true },
      { user_id: idOf('leasing_agent'), primary: true },
    ]);
    expect(two.status).toBe(400);
    expect(two.json.error.fields.agents).toMatch(/exactly one primary/);
    const none = await post(realtor, [{ user_id: idOf('realtor'), primary: false }]);
    expect(none.status).toBe(400);
    expect(none.json.error.fields.agents).toMatch(/exactly one primary/);
    const twice = await post(realtor, [
      { user_id: idOf('realtor'), primary: true },
      { user_id: idOf('realtor'), primary: false },
    ]);
    expect(twice.status).toBe(400);
    expect(twice.json.error.fields['agents.1.user_id']).toMatch(/already/);
    const unlicensed = await post(realtor, [
      { user_id: idOf('realtor'), primary: true },
      { user_id: idOf('transaction_coordinator'), primary: false },
    ]);
    expect(unlicensed.status).toBe(400);
    expect(unlicensed.json.error.fields['agents.1.user_id']).toMatch(/licensed/);
    const outsider = await post(realtor, [
      { user_id: idOf('realtor'), primary: true },
      { user_id: ctx.seed!.lakeside.users.get('realtor')!, primary: false },
    ]);
    expect(outsider.status).toBe(400);
    expect(outsider.json.error.fields['agents.1.user_id']).toMatch(/Not an active member/);
    // Only a broker makes someone else the primary.
    const forOther = await post(realtor, [
      { user_id: idOf('leasing_agent'), primary: true },
      { user_id: idOf('realtor'), primary: false },
    ]);
    expect(forOther.status).toBe(403);
    const both = await ctx.request('POST', '/api/listings', {
      cookie: broker,
      body: {
        property_id: propertyId,
        list_price_cents: 500_000_00,
        owner_id: idOf('realtor'),
        agents: [{ user_id: idOf('realtor'), primary: true }],
      },
    });
    expect(both.status).toBe(400);
    expect(both.json.error.fields.owner_id).toBeTruthy();
  });

  it('edits the agents as a versioned, audited change; a stale version is a 409', async () => {
    const realtor = await as('realtor@demo.test');
    const broker = await as('broker@demo.test');
    const listing = await createListing(ctx, realtor);
    const first = await ctx.request('GET', `/api/listings/${listing.id}`, { cookie: realtor });
    expect(first.json.agents).toEqual([expect.objectContaining({ id: idOf('realtor'), primary: true })]);
    const added = await ctx.request('PATCH', `/api/listings/${listing.id}`, {
      cookie: realtor,
      body: {
        agents: [
          { user_id: idOf('realtor'), primary: true },
          { user_id: idOf('team_leader'), primary: false },
        ],
      },
      headers: { 'If-Match': `"${first.json.version}"` },
    });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    expect(added.json.version).toBeGreaterThan(first.json.version);
    expect(added.json.agents.map((a: any) => a.id)).toEqual([idOf('realtor'), idOf('team_leader')]);
    // The form sends the agents with every save: the same set again is no change to them.
    const same = await ctx.request('PATCH', `/api/listings/${listing.id}`, {
      cookie: realtor,
      body: {
        mls_number: 'CO-1',
        agents: [
          { user_id: idOf('team_leader'), primary: false },
          { user_id: idOf('realtor'), primary: true },
        ],
      },
    });
    expect(same.status, JSON.stringify(same.json)).toBe(200);
    expect(same.json.agents.map((a: any) => a.id)).toEqual([idOf('realtor'), idOf('team_leader')]);
    const stale = await ctx.request('PATCH', `/api/listings/${listing.id}`, {
      cookie: realtor,
      body: { agents: [{ user_id: idOf('realtor'), primary: true }] },
      headers: { 'If-Match': `"${first.json.version}"` },
    });
    expect(stale.status).toBe(409);
    // A realtor cannot hand the primary to someone else; a broker can.
    const handOver = {
      agents: [
        { user_id: idOf('team_leader'), primary: true },
        { user_id: idOf('realtor'), primary: false },
      ],
    };
    expect(
      (await ctx.request('PATCH', `/api/listings/${listing.id}`, { cookie: realtor, body: handOver })).status,
    ).toBe(403);
    const handed = await ctx.request('PATCH', `/api/listings/${listing.id}`, { cookie: broker, body: handOver });
    expect(handed.status, JSON.stringify(handed.json)).toBe(200);
    expect(handed.json.owner.id).toBe(idOf('team_leader'));
    // The realtor, now a co-listing agent, still works it.
    expect((await ctx.request('GET', `/api/listings/${listing.id}`, { cookie: realtor })).status).toBe(200);
    const rows = await ctx.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, listing.id), eq(auditLog.action, 'listing.update')))
      .orderBy(asc(auditLog.createdAt));
    expect((rows.at(-1)!.after as any).agents).toEqual([`${idOf('team_leader')} (primary)`, idOf('realtor')]);
    const withAgents = rows.filter((r) => (r.after as any).agents);
    expect(withAgents, 'added, then handed over; the unchanged save wrote none').toHaveLength(2);
  });

  it('accepting an offer puts every listing agent on the new deal', async () => {
    const realtor = await as('realtor@demo.test');
    const leasing = await as('leasing_agent@demo.test');
    const { listing, linkKey } = await listingWithLink(ctx, realtor, {
      agents: [
        { user_id: idOf('realtor'), primary: true },
        { user_id: idOf('leasing_agent'), primary: false },
      ],
    });
    const { id } = await submitOffer(ctx, linkKey);
    // The co-listing agent accepts.
    const accepted = await ctx.request('POST', `/api/offers/${id}/accept`, { cookie: leasing });
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
    const dealId = accepted.json.transaction_id;
    const people = await ctx.request('GET', `/api/transactions/${dealId}/participants`, { cookie: realtor });
    expect(people.status, JSON.stringify(people.json)).toBe(200);
    const agents = (people.json.items ?? people.json)
      .filter((p: any) => p.roles.includes('listing_agent'))
      .map((p: any) => p.user_id);
    expect(agents).toEqual(expect.arrayContaining([idOf('realtor'), idOf('leasing_agent')]));
    expect((await ctx.request('GET', `/api/listings/${listing.id}`, { cookie: leasing })).json.transaction_id).toBe(
      dealId,
    );
  });
});
