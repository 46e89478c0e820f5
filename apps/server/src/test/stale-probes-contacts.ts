import { eq } from 'drizzle-orm';
import { contactActivities } from '../modules/contacts/contact-timeline.schema';
import type { StaleProbe } from './stale-probe';
import type { TestContext } from './harness';

/** Probes of the contacts module's versioned routes (see stale-probe.ts). */

async function newContact(ctx: TestContext, cookie: string, body: Record<string, unknown> = {}) {
  const res = await ctx.request('POST', '/api/contacts', {
    cookie,
    body: { first_name: 'Probe', last_name: 'Contact', ...body },
  });
  if (res.status !== 201) throw new Error(`contact not created: ${JSON.stringify(res.json)}`);
  return res.json as { id: string; version: number };
}

async function newTask(ctx: TestContext, cookie: string) {
  const contact = await newContact(ctx, cookie);
  const res = await ctx.request('POST', `/api/contacts/${contact.id}/tasks`, {
    cookie,
    body: { title: 'Call back', due_at: new Date(Date.now() + 86_400_000).toISOString() },
  });
  if (res.status !== 201) throw new Error(`task not created: ${JSON.stringify(res.json)}`);
  return `/api/contacts/${contact.id}/tasks/${res.json.id}`;
}

export const CONTACTS_STALE_PROBES: Record<string, StaleProbe> = {
  'DELETE /api/contacts/:id': {
    async setup(ctx, as) {
      const cookie = await as('realtor@demo.test');
      const other = await as('broker@demo.test');
      const path = `/api/contacts/${(await newContact(ctx, cookie)).id}`;
      return {
        readPath: path,
        bump: () => ctx.request('PATCH', path, { cookie: other, body: { notes: 'bump' } }),
        send: (headers) => ctx.request('DELETE', path, { cookie, headers }),
      };
    },
  },
  'POST /api/contacts/:id/claim': {
    async setup(ctx, as) {
      const cookie = await as('realtor@demo.test');
      const other = await as('broker@demo.test');
      const settings = await ctx.request('PATCH', '/api/contacts/settings', {
        cookie: await as('managing_broker@demo.test'),
        body: { lead_routing: { mode: 'first_to_claim', agent_ids: [] } },
      });
      if (settings.status !== 200) throw new Error(`settings: ${JSON.stringify(settings.json)}`);
      const lead = await newContact(ctx, await as('brokerage_admin@demo.test'), { owner_id: null });
      const path = `/api/contacts/${lead.id}`;
      return {
        readPath: path,
        bump: () => ctx.request('PATCH', path, { cookie: other, body: { notes: 'bump' } }),
        send: (headers) => ctx.request('POST', `${path}/claim`, { cookie, headers }),
      };
    },
  },
  'DELETE /api/contacts/:id/activities/:activityId': {
    async setup(ctx, as) {
      const cookie = await as('realtor@demo.test');
      const contact = await newContact(ctx, cookie);
      const logged = await ctx.request('POST', `/api/contacts/${contact.id}/activities`, {
        cookie,
        body: { kind: 'note', subject: 'Probe note' },
      });
      if (logged.status !== 201) throw new Error(`activity not logged: ${JSON.stringify(logged.json)}`);
      const path = `/api/contacts/${contact.id}/activities/${logged.json.id}`;
      return {
        readPath: path,
        // No route edits a timeline entry (merges re-point them); a direct write moves its version on.
        bump: () =>
          ctx.db
            .update(contactActivities)
            .set({ subject: 'bumped' })
            .where(eq(contactActivities.id, logged.json.id)),
        send: (headers) => ctx.request('DELETE', path, { cookie, headers }),
      };
    },
  },
  'PATCH /api/contacts/:id/tasks/:taskId': {
    async setup(ctx, as) {
      const cookie = await as('realtor@demo.test');
      const other = await as('broker@demo.test');
      const path = await newTask(ctx, cookie);
      return {
        readPath: path,
        bump: () => ctx.request('PATCH', path, { cookie: other, body: { title: 'Call back today' } }),
        send: (headers) => ctx.request('PATCH', path, { cookie, body: { completed: true }, headers }),
      };
    },
  },
  'DELETE /api/contacts/:id/tasks/:taskId': {
    async setup(ctx, as) {
      const cookie = await as('realtor@demo.test');
      const other = await as('broker@demo.test');
      const path = await newTask(ctx, cookie);
      return {
        readPath: path,
        bump: () => ctx.request('PATCH', path, { cookie: other, body: { notes: 'bump' } }),
        send: (headers) => ctx.request('DELETE', path, { cookie, headers }),
      };
    },
  },
  'POST /api/contacts/:id/merge': {
    async setup(ctx, as) {
      const cookie = await as('realtor@demo.test');
      const other = await as('broker@demo.test');
      const survivor = await newContact(ctx, cookie, { first_name: 'Survivor' });
      const duplicate = await newContact(ctx, cookie, { first_name: 'Duplicate' });
      const path = `/api/contacts/${survivor.id}`;
      return {
        readPath: path,
        bump: () => ctx.request('PATCH', path, { cookie: other, body: { notes: 'bump' } }),
        send: (headers) =>
          ctx.request('POST', `${path}/merge`, {
            cookie,
            body: { duplicate_id: duplicate.id, duplicate_version: duplicate.version },
            headers,
          }),
      };
    },
  },
};
