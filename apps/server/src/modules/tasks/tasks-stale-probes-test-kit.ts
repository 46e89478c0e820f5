import type { StaleProbe } from '../../test/stale-probe';

/**
 * Probes of the tasks module's versioned routes (test/stale-probe.ts), spread into test/stale-probes.ts.
 * A personal task is its owner's only, so the broker creates, bumps and reads their own.
 */
const personalTaskProbe = (method: 'PATCH' | 'DELETE'): StaleProbe => ({
  async setup(ctx, as) {
    const cookie = await as('broker@demo.test');
    const created = await ctx.request('POST', '/api/tasks', {
      cookie,
      body: { title: 'Probe personal task', due_date: '2031-05-01' },
    });
    if (created.status !== 201) throw new Error(JSON.stringify(created.json));
    const path = `/api/tasks/personal/${created.json.id}`;
    return {
      readPath: path,
      bump: () => ctx.request('PATCH', path, { cookie, body: { notes: 'Bumped' } }),
      send: (headers) =>
        method === 'PATCH'
          ? ctx.request('PATCH', path, { cookie, body: { title: 'Renamed' }, headers })
          : ctx.request('DELETE', path, { cookie, headers }),
    };
  },
});

export const TASKS_STALE_PROBES: Record<string, StaleProbe> = {
  'PATCH /api/tasks/personal/:id': personalTaskProbe('PATCH'),
  'DELETE /api/tasks/personal/:id': personalTaskProbe('DELETE'),
};
