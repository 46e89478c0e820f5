import { sql } from 'drizzle-orm';
import type { StaleProbe } from './stale-probe';
import type { TestContext } from './harness';

/** Probes of issue 17's memberships and teams (see stale-probe.ts). */

const MANAGER = 'managing_broker@demo.test';
const OTHER = 'brokerage_admin@demo.test';
const userOf = (ctx: TestContext, role: string) => ctx.seed!.harborview.users.get(role as never)!;

/** A member of the demo brokerage whose role another manager bumps. */
async function memberProbe(ctx: TestContext, as: (email: string) => Promise<string>, role: string) {
  const cookie = await as(MANAGER);
  const other = await as(OTHER);
  const path = `/api/organization/members/${userOf(ctx, role)}`;
  let flip = false;
  return {
    cookie,
    path,
    bump: () => {
      flip = !flip;
      return ctx.request('PATCH', path, { cookie: other, body: { role: flip ? 'home_improvement' : role } });
    },
  };
}

async function teamProbe(ctx: TestContext, as: (email: string) => Promise<string>) {
  const cookie = await as(MANAGER);
  const other = await as(OTHER);
  const created = await ctx.request('POST', '/api/organization/teams', {
    cookie,
    body: { name: `Probe team ${Math.random().toString(36).slice(2, 8)}` },
  });
  if (created.status !== 201) throw new Error(JSON.stringify(created.json));
  const path = `/api/organization/teams/${created.json.id}`;
  return {
    cookie,
    path,
    bump: () => ctx.request('PATCH', path, { cookie: other, body: { description: `bump ${Date.now()}` } }),
  };
}

export const TEAM_STALE_PROBES: Record<string, StaleProbe> = {
  'PUT /api/organization/settings': {
    async setup(ctx, as) {
      const cookie = await as(MANAGER);
      const other = await as(OTHER);
      let n = 0;
      return {
        readPath: '/api/organization/settings',
        bump: () =>
          ctx.request('PUT', '/api/organization/settings', {
            cookie: other,
            body: { name: 'Harborview Realty', closing_cost_bps: 700 + ++n },
          }),
        send: (headers) =>
          ctx.request('PUT', '/api/organization/settings', {
            cookie,
            body: { name: 'Harborview Realty', closing_cost_bps: 650 },
            headers,
          }),
      };
    },
  },
  'PATCH /api/organization/members/:userId': {
    async setup(ctx, as) {
      const { cookie, path, bump } = await memberProbe(ctx, as, 'home_maintenance');
      return {
        readPath: path,
        bump,
        send: (headers) => ctx.request('PATCH', path, { cookie, body: { role: 'inspector' }, headers }),
      };
    },
  },
  'POST /api/organization/members/:userId/deactivate': {
    async setup(ctx, as) {
      const { cookie, path, bump } = await memberProbe(ctx, as, 'appraiser');
      const body = { reassign_to: userOf(ctx, 'managing_broker') };
      return {
        readPath: path,
        bump,
        send: (headers) => ctx.request('POST', `${path}/deactivate`, { cookie, body, headers }),
      };
    },
  },
  'POST /api/organization/members/:userId/reactivate': {
    async setup(ctx, as) {
      const cookie = await as(MANAGER);
      const userId = userOf(ctx, 'home_inspector');
      const path = `/api/organization/members/${userId}`;
      const off = await ctx.request('POST', `${path}/deactivate`, {
        cookie,
        body: { reassign_to: userOf(ctx, 'managing_broker') },
      });
      if (off.status !== 200) throw new Error(JSON.stringify(off.json));
      return {
        readPath: path,
        // A deactivated membership takes no edits through the API; another writer touches it directly.
        bump: () =>
          ctx.db.execute(
            sql`update organization_members set deactivated_at = now() where user_id = ${userId}`,
          ),
        send: (headers) => ctx.request('POST', `${path}/reactivate`, { cookie, headers }),
      };
    },
  },
  'PUT /api/organization/members/:userId/scope': {
    async setup(ctx, as) {
      const { cookie, path, bump } = await memberProbe(ctx, as, 'loan_officer');
      const body = { transactionAccessScope: 'team', documentAccessScope: null };
      return {
        readPath: path,
        bump,
        send: (headers) => ctx.request('PUT', `${path}/scope`, { cookie, body, headers }),
      };
    },
  },
  'POST /api/organization/members/:userId/supervisors': {
    async setup(ctx, as) {
      const { cookie, path, bump } = await memberProbe(ctx, as, 'title_agent');
      const body = { supervisor_id: userOf(ctx, 'broker') };
      return {
        readPath: path,
        bump,
        send: (headers) => ctx.request('POST', `${path}/supervisors`, { cookie, body, headers }),
      };
    },
  },
  'DELETE /api/organization/members/:userId/supervisors/:supervisorId': {
    async setup(ctx, as) {
      const { cookie, path, bump } = await memberProbe(ctx, as, 'paralegal');
      const target = `${path}/supervisors/${userOf(ctx, 'attorney')}`;
      return { readPath: path, bump, send: (headers) => ctx.request('DELETE', target, { cookie, headers }) };
    },
  },
  'PATCH /api/organization/teams/:id': {
    async setup(ctx, as) {
      const { cookie, path, bump } = await teamProbe(ctx, as);
      return {
        readPath: path,
        bump,
        send: (headers) => ctx.request('PATCH', path, { cookie, body: { name: 'Probe renamed' }, headers }),
      };
    },
  },
  'POST /api/organization/teams/:id/members': {
    async setup(ctx, as) {
      const { cookie, path, bump } = await teamProbe(ctx, as);
      const body = { user_id: userOf(ctx, 'realtor') };
      return {
        readPath: path,
        bump,
        send: (headers) => ctx.request('POST', `${path}/members`, { cookie, body, headers }),
      };
    },
  },
  'DELETE /api/organization/teams/:id/members/:userId': {
    async setup(ctx, as) {
      const { cookie, path, bump } = await teamProbe(ctx, as);
      const added = await ctx.request('POST', `${path}/members`, {
        cookie,
        body: { user_id: userOf(ctx, 'realtor') },
      });
      if (added.status !== 200) throw new Error(JSON.stringify(added.json));
      const target = `${path}/members/${userOf(ctx, 'realtor')}`;
      return { readPath: path, bump, send: (headers) => ctx.request('DELETE', target, { cookie, headers }) };
    },
  },
};
