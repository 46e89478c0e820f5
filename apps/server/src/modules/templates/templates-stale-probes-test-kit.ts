import type { StaleProbe } from '../../test/stale-probe';
import { createTemplate } from './templates-test-kit';

/** Probes of the templates module's versioned routes (test/stale-probe.ts), spread into test/stale-probes.ts. */
const templateProbe = (send: 'patch' | 'delete'): StaleProbe => ({
  async setup(ctx, as) {
    const cookie = await as('broker@demo.test');
    const other = await as('managing_broker@demo.test');
    const { id } = await createTemplate(ctx, cookie, { name: 'Probe template' });
    const path = `/api/templates/${id}`;
    return {
      readPath: path,
      bump: () => ctx.request('PATCH', path, { cookie: other, body: { category: 'disclosure' } }),
      send: (headers) =>
        send === 'patch'
          ? ctx.request('PATCH', path, { cookie, body: { name: 'Renamed template' }, headers })
          : ctx.request('DELETE', path, { cookie, headers }),
    };
  },
});

export const DOCUMENT_TEMPLATES_STALE_PROBES: Record<string, StaleProbe> = {
  'PATCH /api/templates/:id': templateProbe('patch'),
  'DELETE /api/templates/:id': templateProbe('delete'),
};
