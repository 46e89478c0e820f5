import type { TestContext } from './harness';
import { createDeal } from '../modules/transactions/transactions.test-kit';

/**
 * One probe per versioned route (key: `METHOD path` exactly as declared), used by
 * versioned-routes.integration.test.ts. `setup` makes a record the route edits and answers:
 * `readPath` (a GET of that record, with `version`), `bump` (another write that moves the version on),
 * and `send` (the route's own write, with the If-Match headers it is given).
 */
export interface StaleProbe {
  setup(
    ctx: TestContext,
    as: (email: string) => Promise<string>,
  ): Promise<{
    readPath: string;
    bump: () => Promise<unknown>;
    send: (headers: Record<string, string>) => Promise<{ status: number; json: any }>;
  }>;
}

export const STALE_PROBES: Record<string, StaleProbe> = {
  'PATCH /api/transactions/:id': {
    async setup(ctx, as) {
      const cookie = await as('broker@demo.test');
      const other = await as('managing_broker@demo.test');
      const { id } = await createDeal(ctx, cookie);
      const path = `/api/transactions/${id}`;
      return {
        readPath: path,
        bump: () => ctx.request('PATCH', path, { cookie: other, body: { mls_number: 'BUMP' } }),
        send: (headers) => ctx.request('PATCH', path, { cookie, body: { beds: 4 }, headers }),
      };
    },
  },
  'PATCH /api/contacts/:id': {
    async setup(ctx, as) {
      const cookie = await as('realtor@demo.test');
      const other = await as('broker@demo.test');
      const created = await ctx.request('POST', '/api/contacts', {
        cookie,
        body: { first_name: 'Probe', last_name: 'Contact' },
      });
      const path = `/api/contacts/${created.json.id}`;
      return {
        readPath: path,
        bump: () => ctx.request('PATCH', path, { cookie: other, body: { notes: 'bump' } }),
        send: (headers) => ctx.request('PATCH', path, { cookie, body: { stage: 'qualified' }, headers }),
      };
    },
  },
};
