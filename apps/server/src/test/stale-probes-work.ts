import type { StaleProbe } from './stale-probe';
import type { TestContext } from './harness';
import { createDeal } from '../modules/transactions/transactions-test-kit';

/** Probes of the deal's parts: participants, key dates and tasks (see stale-probe.ts). */

async function participantProbe(ctx: TestContext, as: (email: string) => Promise<string>) {
  const cookie = await as('broker@demo.test');
  const other = await as('managing_broker@demo.test');
  const deal = await createDeal(ctx, cookie, {
    participants: [{ first_name: 'Probe', last_name: 'Lender', roles: ['lender'] }],
  });
  const people = await ctx.request('GET', `/api/transactions/${deal.id}/participants`, { cookie });
  const probe = people.json.items.find((p: { display_name: string }) => p.display_name === 'Probe Lender');
  const path = `/api/transactions/${deal.id}/participants/${probe.id}`;
  return {
    cookie,
    path,
    bump: () => ctx.request('PATCH', path, { cookie: other, body: { company: 'Bump Lending' } }),
  };
}

async function keyDateProbe(ctx: TestContext, as: (email: string) => Promise<string>) {
  const cookie = await as('broker@demo.test');
  const other = await as('managing_broker@demo.test');
  const deal = await createDeal(ctx, cookie);
  const created = await ctx.request('POST', `/api/transactions/${deal.id}/dates`, {
    cookie,
    body: { key: 'probe_walkthrough', label: 'Probe walkthrough', kind: 'absolute', date: '2031-05-01' },
  });
  if (created.status !== 201) throw new Error(JSON.stringify(created.json));
  const path = `/api/transactions/${deal.id}/dates/probe_walkthrough`;
  return {
    cookie,
    path,
    bump: () => ctx.request('PATCH', path, { cookie: other, body: { date: '2031-05-02' } }),
  };
}

async function taskProbe(ctx: TestContext, as: (email: string) => Promise<string>) {
  const cookie = await as('broker@demo.test');
  const other = await as('managing_broker@demo.test');
  const deal = await createDeal(ctx, cookie);
  const created = await ctx.request('POST', `/api/transactions/${deal.id}/tasks`, {
    cookie,
    body: { title: 'Probe task', due_date: '2031-05-01' },
  });
  if (created.status !== 201) throw new Error(JSON.stringify(created.json));
  const path = `/api/transactions/${deal.id}/tasks/${created.json.id}`;
  return {
    cookie,
    path,
    bump: () => ctx.request('PATCH', path, { cookie: other, body: { title: 'Bumped task' } }),
  };
}

export const WORK_STALE_PROBES: Record<string, StaleProbe> = {
  'PATCH /api/transactions/:id/participants/:participantId': {
    async setup(ctx, as) {
      const { cookie, path, bump } = await participantProbe(ctx, as);
      return {
        readPath: path,
        bump,
        send: (headers) => ctx.request('PATCH', path, { cookie, body: { phone: '555-0100' }, headers }),
      };
    },
  },
  'DELETE /api/transactions/:id/participants/:participantId': {
    async setup(ctx, as) {
      const { cookie, path, bump } = await participantProbe(ctx, as);
      return { readPath: path, bump, send: (headers) => ctx.request('DELETE', path, { cookie, headers }) };
    },
  },
  'PATCH /api/transactions/:id/dates/:key': {
    async setup(ctx, as) {
      const { cookie, path, bump } = await keyDateProbe(ctx, as);
      return {
        readPath: path,
        bump,
        send: (headers) =>
          ctx.request('PATCH', path, { cookie, body: { label: 'Final walkthrough' }, headers }),
      };
    },
  },
  'DELETE /api/transactions/:id/dates/:key': {
    async setup(ctx, as) {
      const { cookie, path, bump } = await keyDateProbe(ctx, as);
      return { readPath: path, bump, send: (headers) => ctx.request('DELETE', path, { cookie, headers }) };
    },
  },
  'PATCH /api/transactions/:id/tasks/:taskId': {
    async setup(ctx, as) {
      const { cookie, path, bump } = await taskProbe(ctx, as);
      return {
        readPath: path,
        bump,
        send: (headers) => ctx.request('PATCH', path, { cookie, body: { completed: true }, headers }),
      };
    },
  },
  'PUT /api/transactions/:id/tasks/:taskId/completion': {
    async setup(ctx, as) {
      const { cookie, path, bump } = await taskProbe(ctx, as);
      return {
        readPath: path,
        bump,
        send: (headers) => ctx.request('PUT', `${path}/completion`, { cookie, body: { completed: true }, headers }),
      };
    },
  },
  'DELETE /api/transactions/:id/tasks/:taskId': {
    async setup(ctx, as) {
      const { cookie, path, bump } = await taskProbe(ctx, as);
      return { readPath: path, bump, send: (headers) => ctx.request('DELETE', path, { cookie, headers }) };
    },
  },
};
