import type { StaleProbe } from './stale-probe';
import type { TestContext } from './harness';
import { createDeal } from '../modules/transactions/transactions-test-kit';

/**
 * Stale probes (see stale-probe.ts) of a deal's checklist items and of its status change. Every
 * checklist probe makes its own optional item on a new deal; `bump` is another person's edit of it.
 */
async function checklistItem(
  ctx: TestContext,
  as: (email: string) => Promise<string>,
  state: 'pending' | 'submitted' = 'pending',
) {
  const cookie = await as('broker@demo.test');
  const other = await as('managing_broker@demo.test');
  const deal = await createDeal(ctx, cookie);
  const added = await ctx.request('POST', `/api/transactions/${deal.id}/checklist`, {
    cookie,
    body: { title: 'Probe item', required: false },
  });
  const path = `/api/transactions/${deal.id}/checklist/${added.json.id}`;
  if (state === 'submitted') await ctx.request('POST', `${path}/submit`, { cookie, body: {} });
  return {
    cookie,
    path,
    readPath: path,
    bump: () => ctx.request('PATCH', path, { cookie: other, body: { description: 'bumped' } }),
  };
}

export const CHECKLIST_STALE_PROBES: Record<string, StaleProbe> = {
  'PATCH /api/transactions/:id/checklist/:itemId': {
    async setup(ctx, as) {
      const { cookie, path, ...probe } = await checklistItem(ctx, as);
      return {
        ...probe,
        send: (headers) => ctx.request('PATCH', path, { cookie, body: { title: 'Mine' }, headers }),
      };
    },
  },
  'DELETE /api/transactions/:id/checklist/:itemId': {
    async setup(ctx, as) {
      const { cookie, path, ...probe } = await checklistItem(ctx, as);
      return { ...probe, send: (headers) => ctx.request('DELETE', path, { cookie, headers }) };
    },
  },
  'POST /api/transactions/:id/checklist/:itemId/submit': {
    async setup(ctx, as) {
      const { cookie, path, ...probe } = await checklistItem(ctx, as);
      return {
        ...probe,
        send: (headers) => ctx.request('POST', `${path}/submit`, { cookie, body: {}, headers }),
      };
    },
  },
  'POST /api/transactions/:id/checklist/:itemId/approve': {
    async setup(ctx, as) {
      const { cookie, path, ...probe } = await checklistItem(ctx, as, 'submitted');
      return {
        ...probe,
        send: (headers) => ctx.request('POST', `${path}/approve`, { cookie, body: {}, headers }),
      };
    },
  },
  'POST /api/transactions/:id/checklist/:itemId/return': {
    async setup(ctx, as) {
      const { cookie, path, ...probe } = await checklistItem(ctx, as, 'submitted');
      return {
        ...probe,
        send: (headers) =>
          ctx.request('POST', `${path}/return`, { cookie, body: { note: 'Sign page 2' }, headers }),
      };
    },
  },
  'POST /api/transactions/:id/transition': {
    async setup(ctx, as) {
      const cookie = await as('broker@demo.test');
      const other = await as('managing_broker@demo.test');
      const { id } = await createDeal(ctx, cookie);
      const path = `/api/transactions/${id}`;
      return {
        readPath: path,
        bump: () => ctx.request('PATCH', path, { cookie: other, body: { mls_number: 'BUMP' } }),
        send: (headers) =>
          ctx.request('POST', `${path}/transition`, { cookie, body: { to: 'active' }, headers }),
      };
    },
  },
};
