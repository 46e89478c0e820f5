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

/** A repeating personal event of the broker's, and the path of its second occurrence. */
async function seriesProbe(ctx: TestContext, as: (email: string) => Promise<string>) {
  const cookie = await as('broker@demo.test');
  const created = await ctx.request('POST', '/api/calendar/events', {
    cookie,
    body: {
      kind: 'personal',
      title: 'Probe run',
      all_day: false,
      start: '2031-05-01T06:00:00.000Z',
      end: '2031-05-01T07:00:00.000Z',
      time_zone: 'UTC',
      recurrence: { freq: 'daily', count: 3 },
    },
  });
  if (created.status !== 201) throw new Error(JSON.stringify(created.json));
  const path = `/api/calendar/events/${created.json.id}`;
  return {
    cookie,
    path,
    occurrence: `${path}/occurrences/${encodeURIComponent('2031-05-02T06:00:00.000Z')}`,
    bump: () => ctx.request('PATCH', path, { cookie, body: { location: 'Bump park' } }),
  };
}

const settingsBody = (time_zone: string) => ({
  time_zone,
  event_reminder_minutes: [15],
  deadline_reminder_days: [1],
  remind_in_app: true,
  remind_by_email: true,
  morning_agenda: false,
});

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
  'PATCH /api/calendar/events/:id/occurrences/:occurrence': {
    async setup(ctx, as) {
      const { cookie, path, occurrence, bump } = await seriesProbe(ctx, as);
      return {
        readPath: path,
        bump,
        send: (headers) => ctx.request('PATCH', occurrence, { cookie, body: { title: 'Long run' }, headers }),
      };
    },
  },
  'DELETE /api/calendar/events/:id/occurrences/:occurrence': {
    async setup(ctx, as) {
      const { cookie, path, occurrence, bump } = await seriesProbe(ctx, as);
      return {
        readPath: path,
        bump,
        send: (headers) => ctx.request('DELETE', occurrence, { cookie, headers }),
      };
    },
  },
  'PUT /api/calendar/settings': {
    async setup(ctx, as) {
      const cookie = await as('broker@demo.test');
      const path = '/api/calendar/settings';
      return {
        readPath: path,
        bump: () => ctx.request('PUT', path, { cookie, body: settingsBody('Europe/Paris') }),
        send: (headers) => ctx.request('PUT', path, { cookie, body: settingsBody('Asia/Tokyo'), headers }),
      };
    },
  },
};
