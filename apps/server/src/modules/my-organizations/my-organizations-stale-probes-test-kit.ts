import type { StaleProbe } from '../../test/stale-probe';
import { personInTwoOrganizations } from './my-organizations-test-kit';

/** Probe of make-primary, spread into test/stale-probes.ts (its own person, so no other probe moves). */
export const MY_ORGANIZATIONS_STALE_PROBES: Record<string, StaleProbe> = {
  'POST /api/me/organizations/:organizationId/make-primary': {
    async setup(ctx, as) {
      const person = await personInTwoOrganizations(ctx, 'probe');
      const cookie = await as(person.email);
      const primary = (org: string, headers: Record<string, string> = {}) =>
        ctx.request('POST', `/api/me/organizations/${org}/make-primary`, { cookie, headers, body: {} });
      return {
        readPath: `/api/me/organizations/${person.lake}`,
        readAs: person.email,
        // Lakeside becomes primary and stops being it again: its version moves on twice.
        bump: async () => {
          await primary(person.lake);
          await primary(person.harbor);
        },
        send: (headers) => primary(person.lake, headers),
      };
    },
  },
};
