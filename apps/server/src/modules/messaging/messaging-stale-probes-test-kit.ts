import type { StaleProbe } from '../../test/stale-probe';

/** The versioned messaging routes' probes (spread into test/stale-probes.ts). */
export const MESSAGING_STALE_PROBES: Record<string, StaleProbe> = {
  'PATCH /api/conversations/:id/messages/:messageId': {
    async setup(ctx, as) {
      const cookie = await as('broker@demo.test');
      const seller = ctx.seed!.harborview.users.get('seller')!;
      const conversation = await ctx.request('POST', '/api/conversations', {
        cookie,
        body: { kind: 'group', title: 'Probe', member_ids: [seller] },
      });
      const sent = await ctx.request('POST', `/api/conversations/${conversation.json.id}/messages`, {
        cookie,
        body: { body: 'first' },
      });
      const path = `/api/conversations/${conversation.json.id}/messages/${sent.json.id}`;
      return {
        readPath: path,
        bump: () => ctx.request('PATCH', path, { cookie, body: { body: 'bumped' } }),
        send: (headers) => ctx.request('PATCH', path, { cookie, body: { body: 'mine' }, headers }),
      };
    },
  },
};
