import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { ifMatch, readVersioned } from '../../test/versioning-kit';
import { cookieJar } from '../../test/integration-helpers';

let ctx: TestContext;
let as: ReturnType<typeof cookieJar>;
beforeAll(async () => {
  ctx = await createTestContext();
  as = cookieJar(ctx);
});
afterAll(() => ctx.close());

const PATH = '/api/organization/settings';

describe('/api/organization/settings', () => {
  it('answers defaults, saves versioned, and keeps other settings sections', async () => {
    const admin = await as('brokerage_admin@demo.test');
    const crmBefore = await ctx.request('GET', '/api/contacts/settings', { cookie: admin });
    const first = await readVersioned(ctx, admin, PATH);
    expect(first).toMatchObject({
      name: 'Harborview Realty',
      time_zone: 'America/New_York',
      closing_cost_bps: 800,
      commission_defaults: { listing_side_bps: 300, buyer_side_bps: 250, agent_split_bps: 7000 },
    });
    const body = {
      name: 'Harborview Realty Group',
      address: { line1: '1 Harbor Way', city: 'Portland', state: 'ME', postal_code: '04101' },
      time_zone: 'America/Chicago',
      licence_number: 'RE-12345',
      closing_cost_bps: 650,
      commission_defaults: { listing_side_bps: 275, buyer_side_bps: 250, agent_split_bps: 8000 },
    };
    const saved = await ctx.request('PUT', PATH, { cookie: admin, body, headers: ifMatch(first.version) });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json).toMatchObject({ ...body, version: first.version + 1 });
    const stale = await ctx.request('PUT', PATH, {
      cookie: admin,
      body: { ...body, name: 'Old' },
      headers: ifMatch(first.version),
    });
    expect(stale.status).toBe(409);
    expect(stale.json.error.current.name).toBe('Harborview Realty Group');
    const me = await ctx.request('GET', '/api/me', { cookie: admin });
    expect(JSON.stringify(me.json)).toContain('Harborview Realty Group');
    expect((await ctx.request('GET', '/api/contacts/settings', { cookie: admin })).json).toEqual(
      crmBefore.json,
    );
  });

  it('refuses bad input with field errors, and people who do not manage the organization', async () => {
    const admin = await as('brokerage_admin@demo.test');
    const bad = await ctx.request('PUT', PATH, {
      cookie: admin,
      body: { name: '', time_zone: 'Mars/Olympus', closing_cost_bps: 5000 },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(['closing_cost_bps', 'name', 'time_zone']);
    const body = { name: 'Taken over' };
    expect((await ctx.request('GET', PATH, { cookie: await as('broker@demo.test') })).status).toBe(200);
    expect((await ctx.request('PUT', PATH, { cookie: await as('broker@demo.test'), body })).status).toBe(403);
    expect((await ctx.request('PUT', PATH, { cookie: await as('team_leader@demo.test'), body })).status).toBe(
      403,
    );
    expect((await ctx.request('GET', PATH, { cookie: await as('buyer@demo.test') })).status).toBe(403);
    const lakeside = await ctx.request('GET', PATH, { cookie: await as('broker@lakeside.demo.test') });
    expect(lakeside.json.name).toBe('Lakeside Homes');
  });
});
