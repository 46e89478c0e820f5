import type { StaleProbe } from '../../test/stale-probe';

/** Probes of the webhooks' versioned routes (test/stale-probe.ts), spread into test/stale-probes.ts. */
const MANAGER = 'managing_broker@demo.test';

const webhookProbe = (send: 'patch' | 'delete'): StaleProbe => ({
  async setup(ctx, as) {
    const cookie = await as(MANAGER);
    const created = await ctx.request('POST', '/api/webhooks', {
      cookie,
      body: { url: 'http://127.0.0.1:9/probe', events: ['deal'] },
    });
    const path = `/api/webhooks/${created.json.webhook.id}`;
    return {
      readPath: path,
      readAs: MANAGER,
      bump: () => ctx.request('PATCH', path, { cookie, body: { description: 'moved on' } }),
      send: (headers) =>
        send === 'patch'
          ? ctx.request('PATCH', path, { cookie, headers, body: { events: ['deal', 'offer'] } })
          : ctx.request('DELETE', path, { cookie, headers }),
    };
  },
});

export const WEBHOOKS_STALE_PROBES: Record<string, StaleProbe> = {
  'PATCH /api/webhooks/:id': webhookProbe('patch'),
  'DELETE /api/webhooks/:id': webhookProbe('delete'),
};
