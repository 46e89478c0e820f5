import type { StaleProbe } from '../../test/stale-probe';
import { draftEnvelope, outside, signatureField } from './envelopes-test-kit';

/** Probes of the envelopes module's versioned routes (test/stale-probe.ts), spread into test/stale-probes.ts. */
const envelopeProbe = (send: 'patch' | 'send' | 'void'): StaleProbe => ({
  async setup(ctx, as) {
    const cookie = await as('realtor@demo.test');
    const other = await as('broker@demo.test');
    const draft = await draftEnvelope(
      ctx,
      cookie,
      [outside(`probe-${send}`, 1)],
      [signatureField('f1', `probe-${send}`)],
    );
    const path = `/api/envelopes/${draft.id}`;
    return {
      readPath: path,
      bump: () => ctx.request('PATCH', path, { cookie: other, body: { title: 'Renamed by the broker' } }),
      send: (headers) =>
        send === 'patch'
          ? ctx.request('PATCH', path, { cookie, body: { message: 'Please sign by Friday' }, headers })
          : send === 'send'
            ? ctx.request('POST', `${path}/send`, { cookie, headers })
            : ctx.request('POST', `${path}/void`, { cookie, body: { reason: 'Wrong draft' }, headers }),
    };
  },
});

export const ENVELOPES_STALE_PROBES: Record<string, StaleProbe> = {
  'PATCH /api/envelopes/:id': envelopeProbe('patch'),
  'POST /api/envelopes/:id/send': envelopeProbe('send'),
  'POST /api/envelopes/:id/void': envelopeProbe('void'),
};
