import type { StaleProbe } from './stale-probe';

/**
 * Issue-19 probes of the organization's templates and CRM settings (ADR 0093). Each probe uses its
 * own transaction type, so the probes do not see each other's writes.
 */
const MANAGER = 'managing_broker@demo.test';
const KEY_DATES = '/api/key-date-templates';

const keyDateItems = (label: string) => [
  { key: 'acceptance', label: 'Contract acceptance', kind: 'absolute', is_deadline: false },
  { key: 'closing', label, kind: 'relative', anchor_key: 'acceptance', offset_days: 30 },
];

export const TEMPLATES_STALE_PROBES: Record<string, StaleProbe> = {
  'PUT /api/checklist-templates/:type/:side': {
    async setup(ctx, as) {
      const cookie = await as('broker@demo.test');
      const other = await as(MANAGER);
      const path = '/api/checklist-templates/purchase/buyer';
      const body = (name: string) => ({ name, items: [{ key: 'offer', title: 'Signed offer' }] });
      return {
        readPath: path,
        bump: () => ctx.request('PUT', path, { cookie: other, body: body('Bumped') }),
        send: (headers) => ctx.request('PUT', path, { cookie, body: body('Mine'), headers }),
      };
    },
  },
  'PUT /api/key-date-templates/:type': {
    async setup(ctx, as) {
      const cookie = await as('broker@demo.test');
      const other = await as(MANAGER);
      const path = `${KEY_DATES}/lease`;
      return {
        readPath: path,
        bump: () => ctx.request('PUT', path, { cookie: other, body: { items: keyDateItems('Bumped') } }),
        send: (headers) =>
          ctx.request('PUT', path, { cookie, body: { items: keyDateItems('Mine') }, headers }),
      };
    },
  },
  'DELETE /api/key-date-templates/:type': {
    async setup(ctx, as) {
      const cookie = await as('broker@demo.test');
      const other = await as(MANAGER);
      const path = `${KEY_DATES}/referral`;
      return {
        readPath: path,
        // The bump customizes the set, so the reset has something to undo.
        bump: () => ctx.request('PUT', path, { cookie: other, body: { items: keyDateItems('Bumped') } }),
        send: (headers) => ctx.request('DELETE', path, { cookie, headers }),
      };
    },
  },
  'PATCH /api/contacts/settings': {
    async setup(ctx, as) {
      const cookie = await as(MANAGER);
      const path = '/api/contacts/settings';
      return {
        readPath: path,
        bump: () => ctx.request('PATCH', path, { cookie, body: { needs_attention_days: 21 } }),
        send: (headers) =>
          ctx.request('PATCH', path, { cookie, body: { needs_attention_days: 30 }, headers }),
      };
    },
  },
};
