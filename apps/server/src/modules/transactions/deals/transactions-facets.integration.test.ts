import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { listAll, sessions } from '../transactions.test-kit';

let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;
beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = sessions(ctx);
});
afterAll(() => ctx.close());

const harborview = (role: string) => ctx.seed!.harborview.users.get(role as never)!;
const lakesideIds = () => new Set(ctx.seed!.lakeside.users.values());

/** The facets, checked against the caller's own list: the same owners and teams, the same counts. */
async function facetsOf(email: string) {
  const cookie = await cookieFor(email);
  const response = await ctx.request('GET', '/api/transactions/facets', { cookie });
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  const deals = await listAll(ctx, cookie);
  const tally = (ids: string[]) =>
    Object.fromEntries([...new Set(ids)].map((id) => [id, ids.filter((x) => x === id).length]));
  const agents: { agent: { id: string; first_name: string }; count: number }[] = response.json.agents;
  const teams: { id: string; name: string; count: number }[] = response.json.teams;
  expect(Object.fromEntries(agents.map((a) => [a.agent.id, a.count]))).toEqual(
    tally(deals.map((d) => d.owner.id)),
  );
  expect(Object.fromEntries(teams.map((t) => [t.id, t.count]))).toEqual(
    tally(deals.filter((d) => d.team).map((d) => d.team.id)),
  );
  const names = agents.map((a) => a.agent.first_name.toLowerCase());
  expect(names).toEqual([...names].sort());
  const teamNames = teams.map((t) => t.name.toLowerCase());
  expect(teamNames).toEqual([...teamNames].sort());
  return { agentIds: agents.map((a) => a.agent.id), teams };
}

describe('GET /api/transactions/facets', () => {
  it('a realtor (own scope) sees only themself', async () => {
    const { agentIds } = await facetsOf('realtor@demo.test');
    expect(agentIds).toEqual([harborview('realtor')]);
  });

  it('a broker sees every agent of their organization and nobody of another', async () => {
    const { agentIds, teams } = await facetsOf('broker@demo.test');
    for (const role of ['realtor', 'broker', 'team_leader', 'leasing_agent', 'managing_broker'])
      expect(agentIds).toContain(harborview(role));
    expect(agentIds.some((id) => lakesideIds().has(id))).toBe(false);
    expect(teams.map((t) => t.name)).toEqual(['Bayfront Team', 'Harbor North Team']);
  });

  it('a team leader sees their team’s agents, not the other team’s', async () => {
    const { agentIds } = await facetsOf('team_leader@demo.test');
    expect(agentIds).toEqual(expect.arrayContaining([harborview('team_leader'), harborview('realtor')]));
    expect(agentIds).not.toContain(harborview('leasing_agent'));
  });

  it('a client sees only the owners of the deals they take part in', async () => {
    const { agentIds } = await facetsOf('buyer@demo.test');
    expect(agentIds.length).toBeGreaterThan(0);
    expect(agentIds.some((id) => lakesideIds().has(id))).toBe(false);
  });

  it('needs a session', async () => {
    expect((await ctx.request('GET', '/api/transactions/facets')).status).toBe(401);
  });
});
