import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApi } from '../platform/http/openapi';
import { createTestContext, type TestContext } from './harness';
import { cookieJar, rows } from './integration-helpers';
import { declaredRoutes } from './route-table';
import { ifMatch } from './versioning-kit';
import { draftEnvelope, outside, signatureField } from '../modules/envelopes/envelopes-test-kit';

/**
 * A partial update writes only the keys it is sent (issue 36 item 6): every PATCH operation of the
 * OpenAPI document, on a record of the seeded demo, is sent one field of its body at a time (a new
 * value where the walk gives one, else the value the record has); the record read back must show
 * that field as sent and every other field as it was. The contracts' side is patch-contracts.test.ts.
 * A record the demo lacks (a personal task, a webhook, a draft envelope) is made first.
 */

/** PATCH operations that are no partial update of a record. */
const EXCLUDED: Record<string, string> = {
  'PATCH /api/admin/announcements/:id':
    'restates the announcement: the contract requires every key (title, body, severity, dates, audience)',
};

/** Where the record is: the PATCH path, and the GET that reads it (default: the same path). */
interface Target {
  path: string;
  read?: string;
  /** The record in the read's answer (default: the answer itself). */
  pick?: (json: any) => any;
}

interface Walk {
  /** The demo user who edits and reads the record. */
  as: string;
  find(ctx: TestContext, cookie: string): Promise<Target>;
  /** A valid new value per field; a field without one is sent with the value it has. */
  values?: Record<string, unknown>;
  /** How the record shows a field that it does not carry under the field's own key (e.g. `owner_id` as `owner.id`). */
  current?: Record<string, (record: any) => unknown>;
  /** Fields the contract only takes together with others: those are sent too, with their values. */
  with?: Record<string, string[]>;
  /** Fields not walked, with the reason. */
  skip?: Record<string, string>;
  /** The record as compared, when some of it is rewritten unchanged (default: as read). */
  same?: (record: any) => any;
  /** Keys of the record that follow from a field (derived), which its change may move. */
  moves?: Record<string, string[]>;
}

/** Keys every write may move. */
const BOOKKEEPING = ['version', 'updated_at'];

/** Harborview's id, for finding its records in SQL. */
const hv = (ctx: TestContext) => ctx.seed!.harborview.id;
const one = async <T>(ctx: TestContext, query: ReturnType<typeof sql>, what: string): Promise<T> => {
  const [row] = await rows<T>(ctx, query);
  if (!row) throw new Error(`the seeded demo has no ${what}`);
  return row;
};
const get = async (ctx: TestContext, cookie: string, path: string) => {
  const res = await ctx.request('GET', path, { cookie });
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${res.text}`);
  return res.json;
};
const firstItem = async (
  ctx: TestContext,
  cookie: string,
  path: string,
  where: (item: any) => boolean = () => true,
) => {
  const item = ((await get(ctx, cookie, path)).items as any[]).find(where);
  if (!item) throw new Error(`GET ${path} lists no record to edit`);
  return item;
};

const HV_BROKER = 'broker@demo.test';
const HV_ADMIN = 'brokerage_admin@demo.test';
const HV_MANAGER = 'managing_broker@demo.test';

const WALKS: Record<string, Walk> = {
  'PATCH /api/me/profile': {
    as: HV_BROKER,
    find: async () => ({ path: '/api/me/profile', read: '/api/me', pick: (json) => json.profile }),
    values: { first_name: 'Danny', last_name: 'Reyes-Ortiz', ccpa_opt_out: true },
  },
  'PATCH /api/organization/members/:userId': {
    as: HV_ADMIN,
    find: async (ctx, cookie) => {
      const member = await firstItem(
        ctx,
        cookie,
        '/api/organization/members',
        (m) => m.email === 'realtor@demo.test',
      );
      return { path: `/api/organization/members/${member.user_id}` };
    },
    values: { role: 'team_leader', licence: { number: 'WA-7781', state: 'WA', expires_on: '2028-06-30' } },
    current: { role: (r) => r.role_key },
    moves: {
      role: ['role_key', 'role_label', 'effective_scopes', 'needs_supervisor'],
      licence: ['licence_warning'],
    },
  },
  'PATCH /api/organization/teams/:id': {
    as: HV_ADMIN,
    find: async (ctx, cookie) => ({
      path: `/api/organization/teams/${(await firstItem(ctx, cookie, '/api/organization/teams')).id}`,
    }),
    values: { name: 'Bayfront Crew', description: 'Waterfront homes' },
  },
  'PATCH /api/contacts/settings': {
    as: HV_ADMIN,
    find: async () => ({ path: '/api/contacts/settings' }),
    values: { needs_attention_days: 21 },
    current: { lead_routing: (r) => ({ mode: r.lead_routing.mode, agent_ids: r.lead_routing.agent_ids }) },
  },
  'PATCH /api/contacts/:id': {
    as: HV_BROKER,
    find: async (ctx, cookie) => ({
      path: `/api/contacts/${(await firstItem(ctx, cookie, '/api/contacts')).id}`,
    }),
    values: {
      first_name: 'Aidan',
      stage: 'qualified',
      notes: 'Prefers texts',
      price_max: 700000,
      consent_sms: true,
    },
    moves: { first_name: ['display_name'], last_name: ['display_name'] },
  },
  'PATCH /api/contacts/:id/tasks/:taskId': {
    as: HV_BROKER,
    find: async (ctx, cookie) => {
      const task = await firstItem(ctx, cookie, '/api/contacts/tasks');
      return { path: `/api/contacts/${task.contact_id}/tasks/${task.id}` };
    },
    values: { title: 'Call back about the loan', notes: 'After 5 pm', completed: true },
    current: { assignee_id: (r) => r.assignee?.id ?? null, completed: (r) => r.completed_at !== null },
    moves: { completed: ['completed_at', 'overdue'], due_at: ['overdue'] },
  },
  'PATCH /api/transactions/:id': {
    as: HV_MANAGER,
    find: async (ctx, cookie) => {
      const deal = await firstItem(ctx, cookie, '/api/transactions', (d) => d.status === 'under_contract');
      return { path: `/api/transactions/${deal.id}` };
    },
    values: { mls_number: 'HV-WALK-1', beds: 5, baths: 3.5, earnest_money_cents: 15_000_00 },
    current: {
      owner_id: (r) => r.owner.id,
      team_id: (r) => r.team?.id ?? null,
      commission: (r) => r.commission.plan,
    },
  },
  'PATCH /api/transactions/:id/participants/:participantId': {
    as: HV_BROKER,
    find: async (ctx) => {
      const row = await one<{ id: string; transaction_id: string }>(
        ctx,
        sql`select p.id, p.transaction_id from transaction_participants p join transactions t on t.id = p.transaction_id
          where t.organization_id = ${hv(ctx)} and t.status = 'under_contract' order by p.id limit 1`,
        'participant on a deal under contract',
      );
      return { path: `/api/transactions/${row.transaction_id}/participants/${row.id}` };
    },
    values: { company: 'Walk & Co', phone: '(206) 555-0101' },
  },
  'PATCH /api/transactions/:id/checklist/:itemId': {
    as: HV_BROKER,
    find: async (ctx) => {
      const row = await one<{ id: string; transaction_id: string }>(
        ctx,
        sql`select c.id, c.transaction_id from transaction_checklist_items c join transactions t on t.id = c.transaction_id
          where t.organization_id = ${hv(ctx)} and t.status = 'under_contract' order by c.id limit 1`,
        'checklist item on a deal under contract',
      );
      return { path: `/api/transactions/${row.transaction_id}/checklist/${row.id}` };
    },
    values: { title: 'Walk checklist item', description: 'Checked by the walk' },
  },
  'PATCH /api/transactions/:id/dates/:key': {
    as: HV_BROKER,
    find: async (ctx) => {
      const row = await one<{ key: string; transaction_id: string }>(
        ctx,
        sql`select d.key, d.transaction_id from transaction_dates d join transactions t on t.id = d.transaction_id
          where t.organization_id = ${hv(ctx)} and t.status = 'under_contract' order by d.id limit 1`,
        'key date on a deal under contract',
      );
      return { path: `/api/transactions/${row.transaction_id}/dates/${row.key}` };
    },
    values: { label: 'Walk date', completed: true },
    current: { completed: (r) => r.completed_at !== null },
    moves: { completed: ['completed_at', 'state'] },
  },
  'PATCH /api/transactions/:id/tasks/:taskId': {
    as: HV_BROKER,
    find: async (ctx) => {
      const row = await one<{ id: string; transaction_id: string }>(
        ctx,
        sql`select k.id, k.transaction_id from transaction_tasks k join transactions t on t.id = k.transaction_id
          where t.organization_id = ${hv(ctx)} and t.status = 'under_contract' and k.date_key is not null
          order by k.id limit 1`,
        'task linked to a key date on a deal under contract',
      );
      return { path: `/api/transactions/${row.transaction_id}/tasks/${row.id}` };
    },
    // Unlinked from its key date first (fields go in the contract's order), it takes a due date of its own.
    values: { title: 'Walk task', date_key: null, due_date: '2031-02-03', completed: true },
    current: { assignee_id: (r) => r.assignee?.id ?? null, completed: (r) => r.completed_at !== null },
    moves: { completed: ['completed_at', 'completed_by'] },
  },
  'PATCH /api/calendar/events/:id': {
    as: HV_BROKER,
    find: async (ctx) => {
      const row = await one<{ id: string }>(
        ctx,
        sql`select e.id from calendar_events e join users u on u.id = e.owner_id
          where u.email = ${HV_BROKER} and e.rrule is null and e.cancelled_at is null order by e.starts_at limit 1`,
        'event of the broker’s',
      );
      return { path: `/api/calendar/events/${row.id}` };
    },
    values: { title: 'Walk showing', location: '1 Walk Way', notes: 'Bring keys' },
    current: {
      transaction_id: (r) => r.transaction?.id ?? null,
      contact_id: (r) => r.contact?.id ?? null,
      listing_id: (r) => r.listing?.id ?? null,
      attendees: (r) => ({
        user_ids: r.attendees.users.map((u: any) => u.id),
        contact_ids: r.attendees.contacts.map((c: any) => c.id),
      }),
    },
    with: { all_day: ['start', 'end'], start: ['all_day', 'end'], end: ['all_day', 'start'] },
  },
  'PATCH /api/calendar/events/:id/occurrences/:occurrence': {
    as: 'realtor@demo.test',
    find: async (ctx, cookie) => {
      const series = await one<{ id: string }>(
        ctx,
        sql`select e.id from calendar_events e join users u on u.id = e.owner_id
          where u.email = 'realtor@demo.test' and e.rrule is not null and e.cancelled_at is null limit 1`,
        'repeating event of the realtor’s',
      );
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const range = `/api/calendar?from=${day(0)}&to=${day(60)}&sources=event`;
      const occurrence = ((await get(ctx, cookie, range)).items as any[]).filter(
        (i) => i.id === series.id,
      )[1];
      if (!occurrence)
        throw new Error('the realtor’s repeating event has no second occurrence in the next 60 days');
      return {
        path: `/api/calendar/events/${series.id}/occurrences/${encodeURIComponent(occurrence.occurrence)}`,
        read: range,
        pick: (json) =>
          (json.items as any[]).find((i) => i.id === series.id && i.occurrence === occurrence.occurrence),
      };
    },
    values: { title: 'Long run' },
    with: { start: ['end'], end: ['start'] },
  },
  'PATCH /api/tasks/personal/:id': {
    as: HV_BROKER,
    find: async (ctx, cookie) => {
      const created = await ctx.request('POST', '/api/tasks', {
        cookie,
        body: { title: 'Walk task', due_date: '2031-05-01', notes: 'Walk' },
      });
      expect(created.status, created.text).toBe(201);
      return { path: `/api/tasks/personal/${created.json.id}` };
    },
    values: { title: 'Walk task, renamed', notes: 'Walk notes', due_date: '2031-06-01', completed: true },
    current: { completed: (r) => r.completed_at !== null },
    moves: { completed: ['completed_at'] },
  },
  'PATCH /api/webhooks/:id': {
    as: HV_MANAGER,
    find: async (ctx, cookie) => {
      const created = await ctx.request('POST', '/api/webhooks', {
        cookie,
        body: { url: 'http://127.0.0.1:9/walk', events: ['deal'], description: 'Walk hook' },
      });
      expect(created.status, created.text).toBe(201);
      return { path: `/api/webhooks/${created.json.webhook.id}` };
    },
    values: { description: 'Walked hook', events: ['deal', 'offer'], active: false },
    skip: { version: 'the expected version (If-Match in the body), not a field of the record' },
  },
  'PATCH /api/properties/:id': {
    as: HV_BROKER,
    find: async (ctx, cookie) => ({
      path: `/api/properties/${(await firstItem(ctx, cookie, '/api/properties')).id}`,
    }),
    values: { beds: 6, description: 'Walked', year_built: 1930 },
  },
  'PATCH /api/listings/:id': {
    as: HV_BROKER,
    find: async (ctx, cookie) => ({
      path: `/api/listings/${(await firstItem(ctx, cookie, '/api/listings', (l) => l.status === 'Active')).id}`,
    }),
    values: { mls_number: 'HV-WALK-2', showing_instructions: 'Call first' },
    current: {
      owner_id: (r) => r.owner.id,
      agents: (r) => r.agents.map((a: any) => ({ user_id: a.id, primary: a.primary })),
      seller_contact_ids: (r) => r.sellers.map((c: any) => c.contact_id),
    },
  },
  'PATCH /api/offers/:id': {
    as: HV_BROKER,
    find: async (ctx) => {
      const row = await one<{ id: string }>(
        ctx,
        sql`select o.id from offers o join listings l on l.id = o.listing_id
          where l.organization_id = ${hv(ctx)} order by o.id limit 1`,
        'offer',
      );
      return { path: `/api/offers/${row.id}` };
    },
    values: { internal_notes: 'Walk notes' },
  },
  'PATCH /api/conversations/:id/messages/:messageId': {
    as: HV_BROKER,
    find: async (ctx) => {
      const row = await one<{ id: string; conversation_id: string }>(
        ctx,
        sql`select m.id, m.conversation_id from messages m join users u on u.id = m.author_id
          where u.email = ${HV_BROKER} and m.deleted_at is null order by m.created_at limit 1`,
        'message of the broker’s',
      );
      return { path: `/api/conversations/${row.conversation_id}/messages/${row.id}` };
    },
    values: { body: 'Edited by the walk' },
    moves: { body: ['edited_at'], mentions: ['edited_at'] },
  },
  'PATCH /api/rentals/units/:id': {
    as: HV_BROKER,
    find: async (ctx) => {
      const row = await one<{ id: string }>(
        ctx,
        sql`select u.id from rental_units u join rental_properties p on p.id = u.rental_property_id
          where p.organization_id = ${hv(ctx)} and u.status = 'vacant' order by u.id limit 1`,
        'vacant unit',
      );
      return { path: `/api/rentals/units/${row.id}` };
    },
    values: {
      label: '9Z',
      beds: 4,
      baths: 2.5,
      square_feet: 1200,
      market_rent_cents: 2_345_00,
      status: 'off_market',
    },
  },
  'PATCH /api/rentals/leases/:id': {
    as: HV_BROKER,
    find: async (ctx) => {
      const row = await one<{ id: string }>(
        ctx,
        sql`select id from leases where organization_id = ${hv(ctx)} and status = 'draft'
          and jsonb_array_length(recurring_charges) > 0 order by id limit 1`,
        'draft lease with recurring charges',
      );
      return { path: `/api/rentals/leases/${row.id}` };
    },
    values: { due_day: 5, rent_cents: 1_999_00, deposit_cents: 2_500_00 },
  },
  'PATCH /api/rentals/maintenance/:id': {
    as: HV_BROKER,
    find: async (ctx, cookie) => ({
      path: `/api/rentals/maintenance/${(await firstItem(ctx, cookie, '/api/rentals/maintenance')).id}`,
    }),
    values: { notes: 'Walk notes', priority: 'low', cost_cents: 120_00 },
  },
  'PATCH /api/documents/:id': {
    as: HV_BROKER,
    find: async (ctx, cookie) => ({
      path: `/api/documents/${(await firstItem(ctx, cookie, '/api/documents')).id}`,
    }),
    values: { name: 'Walked appraisal', folder: 'Walk', shared_with_clients: true },
    current: {
      transaction_id: (r) => r.transaction?.id ?? null,
      listing_id: (r) => r.listing?.id ?? null,
      checklist_item_id: (r) => r.checklist_item?.id ?? null,
    },
  },
  'PATCH /api/listings/:id/photos/:photoId': {
    as: HV_BROKER,
    find: async (ctx, cookie) => {
      for (const listing of (await get(ctx, cookie, '/api/listings')).items as any[]) {
        if (!listing.cover_photo) continue;
        const read = `/api/listings/${listing.id}/photos`;
        const photo = ((await get(ctx, cookie, read)).photos as any[]).find((p) => !p.is_cover);
        if (photo)
          return {
            path: `${read}/${photo.id}`,
            read,
            pick: (json) => json.photos.find((p: any) => p.id === photo.id),
          };
      }
      throw new Error('the seeded demo has no listing of the broker’s with a photo besides its cover');
    },
    values: { alt_text: 'Walked photo', cover: true },
    current: { cover: (r) => r.is_cover },
    moves: { cover: ['is_cover'] },
  },
  'PATCH /api/templates/:id': {
    as: HV_BROKER,
    find: async (ctx, cookie) => ({
      path: `/api/templates/${(await firstItem(ctx, cookie, '/api/templates')).id}`,
    }),
    values: { name: 'Walked template' },
  },
  'PATCH /api/envelopes/:id': {
    as: 'realtor@demo.test',
    find: async (ctx, cookie) => {
      const draft = await draftEnvelope(ctx, cookie, [outside('walk', 1)], [signatureField('f1', 'walk')]);
      return { path: `/api/envelopes/${draft.id}` };
    },
    values: { title: 'Walked envelope', message: 'Please sign', expires_in_days: 10 },
    current: {
      recipients: (r) =>
        r.recipients.map(({ key, kind, user_id, participant_id, name, email, role, routing_order }: any) => ({
          key,
          kind,
          user_id,
          participant_id,
          name,
          email,
          role,
          routing_order,
        })),
    },
    // A draft's recipients are written again with its fields (ids anew, the same people).
    same: (r) => ({ ...r, recipients: r.recipients.map(({ id: _id, ...rest }: any) => rest) }),
  },
};

const routes = declaredRoutes();
const document = buildOpenApi(routes, { version: 'test', serverUrl: 'http://localhost' });
/** Every PATCH operation of the OpenAPI document: its key (`PATCH /api/x/:id`) and its body's fields. */
const operations = Object.entries(document.paths).flatMap(([path, methods]) => {
  const patch = methods.patch as { requestBody?: { content: Record<string, { schema: any }> } } | undefined;
  if (!patch) return [];
  const schema = patch.requestBody?.content['application/json']?.schema ?? {};
  return [
    {
      key: `PATCH ${path.replace(/\{(\w+)\}/g, ':$1')}`,
      fields: Object.keys(schema.properties ?? {}),
      required: (schema.required ?? []) as string[],
    },
  ];
});

describe('a PATCH with one field changes that field only (issue 36 item 6)', () => {
  let ctx: TestContext;
  let as: (email: string) => Promise<string>;
  beforeAll(async () => {
    ctx = await createTestContext();
    as = cookieJar(ctx);
  });
  afterAll(() => ctx.close());

  it('walks every PATCH operation, or lists it as no partial update', () => {
    expect(operations.length).toBeGreaterThan(20);
    const keys = operations.map((o) => o.key);
    expect(
      keys.filter((k) => !(k in WALKS) && !(k in EXCLUDED)),
      'PATCH operations with no walk',
    ).toEqual([]);
    expect(
      [...Object.keys(WALKS), ...Object.keys(EXCLUDED)].filter((k) => !keys.includes(k)),
      'no such operation',
    ).toEqual([]);
    expect(
      Object.keys(WALKS).filter((k) => k in EXCLUDED),
      'walked and excluded',
    ).toEqual([]);
  });

  it.each(operations.filter((o) => !(o.key in EXCLUDED)))('$key', async ({ key, fields, required }) => {
    const walk = WALKS[key];
    expect(walk, `${key} has no walk`).toBeDefined();
    const cookie = await as(walk!.as);
    const target = await walk!.find(ctx, cookie);
    const read = async () => {
      const json = await get(ctx, cookie, target.read ?? target.path);
      const record = target.pick ? target.pick(json) : json;
      expect(record, `${key}: the record in GET ${target.read ?? target.path}`).toBeTruthy();
      return record;
    };
    const shown = (record: any, field: string) =>
      walk!.current?.[field] ? walk!.current[field](record) : record[field];
    const problems: string[] = [];
    const walked = fields.filter((f) => !walk!.skip?.[f]);
    for (const field of walked) {
      const before = await read();
      const value = walk!.values && field in walk!.values ? walk!.values[field] : shown(before, field);
      if (value === undefined) {
        problems.push(`${field}: the record has no such key; give a value or skip it with a reason`);
        continue;
      }
      const sent = [field, ...(walk!.with?.[field] ?? []), ...required.filter((r) => r !== field)];
      const body = Object.fromEntries(sent.map((f) => [f, f === field ? value : shown(before, f)]));
      const headers = typeof before.version === 'number' ? ifMatch(before.version) : undefined;
      const res = await ctx.request('PATCH', target.path, { cookie, body, ...(headers && { headers }) });
      if (res.status >= 300) {
        problems.push(`${field}: ${res.status} ${res.text.slice(0, 300)}`);
        continue;
      }
      const after = await read();
      const moves = new Set([...BOOKKEEPING, field, ...(walk!.moves?.[field] ?? [])]);
      const keep = (record: any) => Object.fromEntries(Object.entries(record).filter(([k]) => !moves.has(k)));
      const same = walk!.same ?? ((r: any) => r);
      const was = keep(same(before));
      const now = keep(same(after));
      for (const k of new Set([...Object.keys(was), ...Object.keys(now)]))
        if (!isDeepStrictEqual(was[k], now[k]))
          problems.push(`${field} moved ${k}: ${JSON.stringify(was[k])} → ${JSON.stringify(now[k])}`);
      const reads = shown(after, field);
      if (reads !== undefined && !isDeepStrictEqual(reads, value))
        problems.push(`${field} sent ${JSON.stringify(value)}, reads ${JSON.stringify(reads)}`);
    }
    expect(walked.length, `${key}: fields walked`).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});
