import type { StaleProbe } from './stale-probe';
import type { TestContext } from './harness';

/** Probes of the calendar's events (see stale-probe.ts). Only the organizer edits an event, so it bumps too. */
async function eventProbe(ctx: TestContext, as: (email: string) => Promise<string>) {
  const cookie = await as('broker@demo.test');
  const created = await ctx.request('POST', '/api/calendar/events', {
    cookie,
    body: {
      kind: 'showing',
      title: 'Probe showing',
      all_day: false,
      start: '2031-05-01T16:00:00.000Z',
      end: '2031-05-01T16:30:00.000Z',
    },
  });
  if (created.status !== 201) throw new Error(JSON.stringify(created.json));
  const path = `/api/calendar/events/${created.json.id}`;
  return {
    cookie,
    path,
    bump: () => ctx.request('PATCH', path, { cookie, body: { location: 'Bump lane' } }),
  };
}

export const CALENDAR_STALE_PROBES: Record<string, StaleProbe> = {
  'PATCH /api/calendar/events/:id': {
    async setup(ctx, as) {
      const { cookie, path, bump } = await eventProbe(ctx, as);
      return {
        readPath: path,
        bump,
        send: (headers) => ctx.request('PATCH', path, { cookie, body: { title: 'Moved showing' }, headers }),
      };
    },
  },
  'DELETE /api/calendar/events/:id': {
    async setup(ctx, as) {
      const { cookie, path, bump } = await eventProbe(ctx, as);
      return {
        readPath: path,
        bump,
        send: (headers) => ctx.request('DELETE', path, { cookie, headers }),
      };
    },
  },
};
