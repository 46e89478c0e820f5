import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { personInTwoOrganizations } from './my-organizations-test-kit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('make primary', () => {
  it('a member of two organizations makes the other one primary: role, organization and scope follow', async () => {
    const person = await personInTwoOrganizations(ctx, 'switch');
    const cookie = await ctx.signIn(person.email);
    const mine = await ctx.request('GET', '/api/me/organizations', { cookie });
    expect(mine.json.items.map((m: any) => [m.organization_name, m.is_primary])).toEqual([
      ['Harborview Realty', true],
      ['Lakeside Homes', false],
    ]);
    let me = (await ctx.request('GET', '/api/me', { cookie })).json;
    expect(me.effectiveRole).toBe('realtor');

    const res = await ctx.request('POST', `/api/me/organizations/${person.lake}/make-primary`, {
      cookie,
      body: {},
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({ organization_name: 'Lakeside Homes', is_primary: true });
    me = (await ctx.request('GET', '/api/me', { cookie })).json;
    expect(me.primaryAffiliation.organization_name).toBe('Lakeside Homes');
    expect(me.effectiveRole).toBe('broker');
    const after = await ctx.request('GET', '/api/me/organizations', { cookie });
    expect(after.json.items.filter((m: any) => m.is_primary).map((m: any) => m.organization_name)).toEqual([
      'Lakeside Homes',
    ]);
    const audit = await ctx.db.execute(
      sql`select after from audit_log where action = 'membership.make_primary' and actor_user_id = ${person.userId}`,
    );
    expect((audit as any).rows.map((r: any) => r.after)).toEqual([{ primary_organization_id: person.lake }]);
  });

  it('is 404 for an organization the caller is not in, and refused for an inactive membership', async () => {
    const person = await personInTwoOrganizations(ctx, 'refused');
    const cookie = await ctx.signIn(person.email);
    const other = await ctx.request(
      'POST',
      `/api/me/organizations/00000000-0000-4000-8000-000000000000/make-primary`,
      {
        cookie,
        body: {},
      },
    );
    expect(other.status).toBe(404);
    expect(
      (await ctx.request('POST', `/api/me/organizations/not-a-uuid/make-primary`, { cookie, body: {} }))
        .status,
    ).toBe(400);
    await ctx.db.execute(
      sql`update organization_members set status = 'inactive' where user_id = ${person.userId} and organization_id = ${person.lake}`,
    );
    const inactive = await ctx.request('POST', `/api/me/organizations/${person.lake}/make-primary`, {
      cookie,
      body: {},
    });
    expect(inactive.status).toBe(409);
    expect((await ctx.request('GET', '/api/me', { cookie })).json.primaryAffiliation.organization_name).toBe(
      'Harborview Realty',
    );
  });
});
