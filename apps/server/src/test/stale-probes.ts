import type { StaleProbe } from './stale-probe';
import { CHECKLIST_STALE_PROBES } from './stale-probes-checklist';
import { createDeal } from '../modules/transactions/transactions-test-kit';
import { CONTACTS_STALE_PROBES } from './stale-probes-contacts';
import { TEMPLATES_STALE_PROBES } from './stale-probes-templates';
import { TEAM_STALE_PROBES } from './stale-probes-team';
import { WORK_STALE_PROBES } from './stale-probes-work';
import { CALENDAR_STALE_PROBES } from './stale-probes-calendar';
import { LISTINGS_STALE_PROBES } from '../modules/listings/listings-stale-probes-test-kit';
import { PHOTOS_STALE_PROBES } from '../modules/listings/photos/photos-stale-probes-test-kit';
import { MESSAGING_STALE_PROBES } from '../modules/messaging/messaging-stale-probes-test-kit';
import { RENTALS_STALE_PROBES } from '../modules/rentals/rentals-stale-probes-test-kit';
import { DOCUMENTS_STALE_PROBES } from '../modules/documents/documents-stale-probes-test-kit';
import { DOCUMENT_TEMPLATES_STALE_PROBES } from '../modules/templates/templates-stale-probes-test-kit';
import { ENVELOPES_STALE_PROBES } from '../modules/envelopes/envelopes-stale-probes-test-kit';
import { WEBHOOKS_STALE_PROBES } from '../modules/webhooks/webhooks-stale-probes-test-kit';
import { TASKS_STALE_PROBES } from '../modules/tasks/tasks-stale-probes-test-kit';
import { ADMIN_STALE_PROBES } from '../modules/admin/admin-stale-probes-test-kit';
import { PLATFORM_ADMIN_STALE_PROBES } from '../modules/platform-admin/platform-admin-stale-probes-test-kit';
import { MY_ORGANIZATIONS_STALE_PROBES } from '../modules/my-organizations/my-organizations-stale-probes-test-kit';

/** Every versioned route's probe (see stale-probe.ts); an area's probes may live in its own file and be spread in here. */
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
  ...CONTACTS_STALE_PROBES,
  ...TEMPLATES_STALE_PROBES,
  ...WORK_STALE_PROBES,
  ...CHECKLIST_STALE_PROBES,
  ...CALENDAR_STALE_PROBES,
  ...TEAM_STALE_PROBES,
  ...LISTINGS_STALE_PROBES,
  ...PHOTOS_STALE_PROBES,
  ...MESSAGING_STALE_PROBES,
  ...RENTALS_STALE_PROBES,
  ...DOCUMENTS_STALE_PROBES,
  ...DOCUMENT_TEMPLATES_STALE_PROBES,
  ...ENVELOPES_STALE_PROBES,
  ...WEBHOOKS_STALE_PROBES,
  ...TASKS_STALE_PROBES,
  ...PLATFORM_ADMIN_STALE_PROBES,
  ...ADMIN_STALE_PROBES,
  ...MY_ORGANIZATIONS_STALE_PROBES,
};
