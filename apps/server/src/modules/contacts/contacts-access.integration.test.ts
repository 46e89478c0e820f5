import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredRoutes } from '../../test/route-table';
import { createTestContext, type TestContext } from '../../test/harness';
import { cookieJar, userId } from '../../test/integration-helpers';

let ctx: TestContext;
let as: ReturnType<typeof cookieJar>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  as = cookieJar(ctx);
  const broker = await as('broker@demo.test');
  const teams = ctx.seed!.harborview.teams;
  const make = async (name: string, ownerEmail: string, extra: Record<string, unknown> = {}) => {
    const res = await ctx.request('POST', '/api/contacts', {
      cookie: broker,
      body: {
        first_name: name,
        last_name: 'Matrix',
        tags: ['scope-matrix'],
        owner_id: await userId(ctx, ownerEmail),
        ...extra,
      },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    ids[name] = res.json.id;
  };
  await make('A', 'realtor@demo.test'); // realtor, Harbor North
  await make('B', 'leasing_agent@demo.test'); // leasing agent, Bayfront
  await make('C', 'leasing_agent@demo.test', { team_id: teams.get('Harbor North Team') }); // shared with North
  await make('D', 'broker@demo.test'); // broker (supervises the transaction coordinator)
  await make('E', 'assistant@demo.test'); // assistant, Harbor North
});
afterAll(() => ctx.close());

async function visibleTo(email: string): Promise<string[]> {
  const res = await ctx.request('GET', '/api/contacts?tag=scope-matrix&limit=50', {
    cookie: await as(email),
  });
  expect(res.status).toBe(200);
  const byId = new Map(Object.entries(ids).map(([k, v]) => [v, k]));
  return res.json.items.map((c: { id: string }) => byId.get(c.id)).sort();
}

describe('who sees which contact', () => {
  const matrix: [string, string[]][] = [
    ['realtor@demo.test', ['A', 'C']],
    ['leasing_agent@demo.test', ['B', 'C']],
    ['team_leader@demo.test', ['A', 'C', 'E']],
    ['transaction_coordinator@demo.test', ['C', 'D']],
    ['broker@demo.test', ['A', 'B', 'C', 'D', 'E']],
    ['managing_broker@demo.test', ['A', 'B', 'C', 'D', 'E']],
    ['brokerage_admin@demo.test', ['A', 'B', 'C', 'D', 'E']],
    ['system_admin@demo.test', ['A', 'B', 'C', 'D', 'E']],
    ['broker@lakeside.demo.test', []],
  ];
  it.each(matrix)('%s sees %j in lists and by id, and 404 for the rest', async (email, expected) => {
    expect(await visibleTo(email)).toEqual(expected);
    const cookie = await as(email);
    for (const [name, id] of Object.entries(ids)) {
      const res = await ctx.request('GET', `/api/contacts/${id}`, { cookie });
      expect([name, res.status]).toEqual([name, expected.includes(name) ? 200 : 404]);
      const patch = await ctx.request('PATCH', `/api/contacts/${id}`, {
        cookie,
        body: { notes: `seen by ${email}` },
      });
      expect([name, patch.status]).toEqual([name, expected.includes(name) ? 200 : 404]);
    }
  });

  it('refuses clients and external roles the CRM altogether (403), and anonymous callers (401)', async () => {
    for (const email of [
      'buyer@demo.test',
      'seller@demo.test',
      'investor@demo.test',
      'loan_officer@demo.test',
      'title_agent@demo.test',
    ]) {
      const cookie = await as(email);
      expect((await ctx.request('GET', '/api/contacts', { cookie })).status).toBe(403);
      expect((await ctx.request('GET', `/api/contacts/${ids.A}`, { cookie })).status).toBe(403);
    }
    expect((await ctx.request('GET', '/api/contacts')).status).toBe(401);
  });

  it('answers 404 across organizations for every sub-resource and action', async () => {
    const cookie = await as('realtor@lakeside.demo.test');
    const id = ids.A!;
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/contacts/${id}/activities`],
      ['POST', `/api/contacts/${id}/activities`, { kind: 'call' }],
      ['GET', `/api/contacts/${id}/tasks`],
      ['POST', `/api/contacts/${id}/tasks`, { title: 'x', due_at: new Date().toISOString() }],
      ['GET', `/api/contacts/${id}/deals`],
      ['GET', `/api/contacts/${id}/invitations`],
      ['POST', `/api/contacts/${id}/invitations`, { role: 'buyer', email: 'x@example.test' }],
      ['POST', `/api/contacts/${id}/merge`, { duplicate_id: ids.B }],
      ['POST', `/api/contacts/${id}/claim`],
      ['DELETE', `/api/contacts/${id}`],
    ];
    for (const [method, path, body] of calls) {
      const res = await ctx.request(method, path, { cookie, body });
      expect([method, path, res.status]).toEqual([method, path, 404]);
    }
    const bulk = await ctx.request('POST', '/api/contacts/bulk', {
      cookie,
      body: { ids: [id], action: { type: 'add_tags', tags: ['x'] } },
    });
    expect(bulk.json).toEqual({ updated: 0, not_found: [id] });
  });

  it('lets an agent assign only to themselves, and a manager to any agent of the organization', async () => {
    const realtor = await as('realtor@demo.test');
    const other = await userId(ctx, 'broker@demo.test');
    const refused = await ctx.request('POST', '/api/contacts', {
      cookie: realtor,
      body: { first_name: 'X', owner_id: other },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.fields.owner_id).toMatch(/yourself/);
    const lakesideAgent = await userId(ctx, 'realtor@lakeside.demo.test');
    const broker = await as('broker@demo.test');
    const foreign = await ctx.request('PATCH', `/api/contacts/${ids.A}`, {
      cookie: broker,
      body: { owner_id: lakesideAgent },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.json.error.fields.owner_id).toBe('Not an agent of this organization');
  });
});

describe('route permissions', () => {
  it('declares the expected access rule on every contacts and invitations route', () => {
    const routes = declaredRoutes()
      .filter((r) => r.path.startsWith('/api/contacts') || r.path.startsWith('/api/invitations'))
      .map((r) => `${r.method.toUpperCase()} ${r.path} ${r.access}`);
    expect(routes).toMatchInlineSnapshot(`
      [
        "GET /api/contacts/settings read:contacts",
        "PATCH /api/contacts/settings manage:organization",
        "GET /api/contacts/facets read:contacts",
        "POST /api/contacts/import manage:contacts",
        "POST /api/contacts/export read:contacts",
        "GET /api/contacts/duplicates read:contacts",
        "POST /api/contacts/duplicates/check read:contacts",
        "POST /api/contacts/bulk manage:contacts",
        "GET /api/contacts/import/mappings manage:contacts",
        "PUT /api/contacts/import/mappings manage:contacts",
        "DELETE /api/contacts/import/mappings manage:contacts",
        "GET /api/contacts/tasks read:contacts",
        "GET /api/contacts read:contacts",
        "POST /api/contacts manage:contacts",
        "GET /api/contacts/:id read:contacts",
        "PATCH /api/contacts/:id manage:contacts",
        "DELETE /api/contacts/:id manage:contacts",
        "POST /api/contacts/:id/claim manage:contacts",
        "GET /api/contacts/:id/activities read:contacts",
        "POST /api/contacts/:id/activities manage:contacts",
        "GET /api/contacts/:id/activities/:activityId read:contacts",
        "DELETE /api/contacts/:id/activities/:activityId manage:contacts",
        "GET /api/contacts/:id/tasks read:contacts",
        "POST /api/contacts/:id/tasks manage:contacts",
        "GET /api/contacts/:id/tasks/:taskId read:contacts",
        "PATCH /api/contacts/:id/tasks/:taskId manage:contacts",
        "DELETE /api/contacts/:id/tasks/:taskId manage:contacts",
        "GET /api/contacts/:id/deals read:contacts",
        "POST /api/contacts/:id/merge manage:contacts",
        "GET /api/contacts/:id/invitations read:contacts",
        "POST /api/contacts/:id/invitations invite:clients",
        "GET /api/invitations invite:clients",
        "POST /api/invitations/accept authenticated",
        "GET /api/invitations/:token public",
        "POST /api/invitations/:id/resend invite:clients",
        "POST /api/invitations/:id/revoke invite:clients",
      ]
    `);
  });
});
