import { sql } from 'drizzle-orm';
import type { StaleProbe } from '../../test/stale-probe';

/** Probes of system administration's versioned routes, spread into test/stale-probes.ts. */
const ADMIN = 'system_admin@demo.test';

export const ADMIN_STALE_PROBES: Record<string, StaleProbe> = {
  'PUT /api/admin/organizations/:id/roles/:roleKey': {
    async setup(ctx, as) {
      const cookie = await as(ADMIN);
      const result = await ctx.db.execute(
        sql`select id::text as id from organizations where name = 'Harborview Realty'`,
      );
      const organizationId = (result as unknown as { rows: { id: string }[] }).rows[0]!.id;
      const path = `/api/admin/organizations/${organizationId}/roles/title_agent`;
      await ctx.request('PUT', path, { cookie, body: { canInviteClients: true } });
      return {
        readPath: path,
        readAs: ADMIN,
        bump: () => ctx.request('PUT', path, { cookie, body: { canViewAnalytics: true } }),
        send: (headers) => ctx.request('PUT', path, { cookie, headers, body: { canApproveDocuments: true } }),
      };
    },
  },
};
