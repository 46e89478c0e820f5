import type { StaleProbe } from '../../test/stale-probe';
import { createDeal } from '../transactions/transactions-test-kit';
import { uploadDocument } from './documents-test-kit';

/** Probes of the documents module's versioned routes (test/stale-probe.ts), spread into test/stale-probes.ts. */
const documentProbe = (send: 'patch' | 'delete'): StaleProbe => ({
  async setup(ctx, as) {
    const cookie = await as('realtor@demo.test');
    const other = await as('broker@demo.test');
    const deal = await createDeal(ctx, cookie);
    const { id } = await uploadDocument(ctx, cookie, { name: 'Probe disclosure', transaction_id: deal.id });
    const path = `/api/documents/${id}`;
    return {
      readPath: path,
      bump: () => ctx.request('PATCH', path, { cookie: other, body: { document_type: 'disclosure' } }),
      send: (headers) =>
        send === 'patch'
          ? ctx.request('PATCH', path, { cookie, body: { name: 'Renamed disclosure' }, headers })
          : ctx.request('DELETE', path, { cookie, headers }),
    };
  },
});

export const DOCUMENTS_STALE_PROBES: Record<string, StaleProbe> = {
  'PATCH /api/documents/:id': documentProbe('patch'),
  'DELETE /api/documents/:id': documentProbe('delete'),
};
