import type { StaleProbe } from '../../test/stale-probe';

/** Probes of platform administration's versioned routes, spread into test/stale-probes.ts. */
const ADMIN = 'system_admin@demo.test';

export const PLATFORM_ADMIN_STALE_PROBES: Record<string, StaleProbe> = {
  'PUT /api/admin/settings': {
    async setup(ctx, as) {
      const cookie = await as(ADMIN);
      const settings = (support: string) => ({
        support_email: support,
        signup_open: true,
        default_time_zone: 'America/Chicago',
      });
      return {
        readPath: '/api/admin/settings',
        readAs: ADMIN,
        bump: () => ctx.request('PUT', '/api/admin/settings', { cookie, body: settings('bump@example.com') }),
        send: (headers) =>
          ctx.request('PUT', '/api/admin/settings', { cookie, headers, body: settings('probe@example.com') }),
      };
    },
  },
  'PATCH /api/admin/announcements/:id': {
    async setup(ctx, as) {
      const cookie = await as(ADMIN);
      const body = (title: string) => ({
        title,
        body: 'Probe body',
        severity: 'info',
        starts_at: '2030-01-01T00:00:00Z',
        ends_at: null,
        audience: 'all',
      });
      const created = await ctx.request('POST', '/api/admin/announcements', { cookie, body: body('Probe') });
      const path = `/api/admin/announcements/${created.json.id}`;
      return {
        readPath: path,
        readAs: ADMIN,
        bump: () => ctx.request('PATCH', path, { cookie, body: body('Moved on') }),
        send: (headers) => ctx.request('PATCH', path, { cookie, headers, body: body('Mine') }),
      };
    },
  },
};
