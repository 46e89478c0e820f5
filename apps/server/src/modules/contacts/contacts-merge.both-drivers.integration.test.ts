import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { cookieJar, countRows, rows, userId } from '../../test/integration-helpers';

let ctx: TestContext;
let as: ReturnType<typeof cookieJar>;
let realtor: string;

beforeAll(async () => {
  ctx = await createTestContext();
  as = cookieJar(ctx);
  realtor = await as('realtor@demo.test');
});
afterAll(() => ctx.close());

const dealTablesExist = async () =>
  (await countRows(
    ctx,
    sql`select (to_regclass('public.transaction_participants') is not null)::int as n`,
  )) === 1;

describe('duplicates', () => {
  it('finds the seeded duplicates (same e-mail in another case, same phone, similar name)', async () => {
    const res = await ctx.request('GET', '/api/contacts/duplicates?limit=100', {
      cookie: await as('broker@demo.test'),
    });
    expect(res.status).toBe(200);
    const reasons = new Set(res.json.items.flatMap((p: { reasons: string[] }) => p.reasons));
    expect(reasons).toEqual(new Set(['email', 'phone', 'same_name', 'similar_name']));
    expect(res.json.items.length).toBeGreaterThanOrEqual(8);
    const scores = res.json.items.map((p: { score: number }) => p.score);
    expect(scores).toEqual([...scores].sort((a: number, b: number) => b - a));
  });

  it('warns before saving a contact that already exists', async () => {
    await ctx.request('POST', '/api/contacts', {
      cookie: realtor,
      body: { first_name: 'Quentin', last_name: 'Quayle', phones: [{ value: '253-555-0909' }] },
    });
    const res = await ctx.request('POST', '/api/contacts/duplicates/check', {
      cookie: realtor,
      body: { first_name: 'Quinn', last_name: 'Quayle', phones: [{ value: '+1 253 555 0909' }] },
    });
    expect(res.json.items).toMatchObject([
      { reasons: ['phone', 'similar_name'], contact: { display_name: 'Quentin Quayle' } },
    ]);
  });
});

describe('merge', () => {
  it('keeps every activity, task, invitation and deal link, retires the duplicate and writes an audit row', async () => {
    const make = (body: Record<string, unknown>) =>
      ctx.request('POST', '/api/contacts', { cookie: realtor, body }).then((r) => r.json);
    const survivor = await make({
      first_name: 'Jon',
      last_name: 'Merger',
      emails: [{ value: 'jon@merge.test' }],
      tags: ['a'],
      types: ['buyer'],
    });
    const duplicate = await make({
      first_name: 'John',
      last_name: 'Merger',
      emails: [{ value: 'JON@merge.test' }, { value: 'john@work.test' }],
      phones: [{ value: '206-555-3131' }],
      tags: ['b'],
      types: ['seller'],
      birthday: '1970-01-31',
    });
    for (const kind of ['call', 'note'])
      await ctx.request('POST', `/api/contacts/${duplicate.id}/activities`, {
        cookie: realtor,
        body: { kind, body: kind },
      });
    await ctx.request('POST', `/api/contacts/${survivor.id}/activities`, {
      cookie: realtor,
      body: { kind: 'email' },
    });
    await ctx.request('POST', `/api/contacts/${duplicate.id}/tasks`, {
      cookie: realtor,
      body: { title: 'Call back', due_at: new Date(Date.now() - 3600_000).toISOString() },
    });
    const invite = await ctx.request('POST', `/api/contacts/${duplicate.id}/invitations`, {
      cookie: realtor,
      body: { role: 'buyer' },
    });
    expect(invite.status).toBe(201);
    let deals = 0;
    if (await dealTablesExist()) {
      // One of the realtor's own deals: a contact's timeline shows only deals in the caller's scope.
      const [deal] = await rows<{ id: string }>(
        ctx,
        sql`select id::text from transactions where owner_id = ${await userId(ctx, 'realtor@demo.test')} order by created_at limit 1`,
      );
      if (deal) {
        await ctx.db.execute(
          sql`insert into transaction_participants (transaction_id, contact_id, first_name, roles) values (${deal.id}::uuid, ${duplicate.id}::uuid, 'John', array['buyer'])`,
        );
        await ctx.db.execute(
          sql`insert into transaction_status_history (transaction_id, from_status, to_status, reason) values (${deal.id}::uuid, 'active', 'under_contract', 'Offer accepted')`,
        );
        deals = 1;
      }
    }

    const res = await ctx.request('POST', `/api/contacts/${survivor.id}/merge`, {
      cookie: realtor,
      body: { duplicate_id: duplicate.id, prefer: { first_name: 'duplicate' } },
    });
    expect(res.status).toBe(200);
    // two logged entries and the invitation's own timeline entry
    expect(res.json.moved).toEqual({ activities: 3, tasks: 1, invitations: 1, deal_links: deals });
    expect(res.json.contact).toMatchObject({
      first_name: 'John',
      emails: [{ value: 'jon@merge.test' }, { value: 'john@work.test' }],
      phones: [{ value: '206-555-3131' }],
      tags: ['a', 'b'],
      types: ['buyer', 'seller'],
      birthday: '1970-01-31',
      needs_attention: true,
      attention_reasons: ['overdue_task'],
    });
    const timeline = await ctx.request('GET', `/api/contacts/${survivor.id}/activities?limit=200`, {
      cookie: realtor,
    });
    const kinds = timeline.json.items.map((a: { kind: string }) => a.kind);
    expect(kinds.filter((k: string) => k !== 'deal_event').sort()).toEqual([
      'call',
      'email',
      'invitation',
      'merge',
      'note',
    ]);
    if (deals) {
      // The deal's status changes show on the contact's timeline too.
      const history = await countRows(
        ctx,
        sql`select count(*)::int as n from transaction_status_history h join transaction_participants p on p.transaction_id = h.transaction_id where p.contact_id = ${survivor.id}::uuid`,
      );
      expect(kinds.filter((k: string) => k === 'deal_event')).toHaveLength(history);
      const onlyDeals = await ctx.request('GET', `/api/contacts/${survivor.id}/activities?kind=deal_event`, {
        cookie: realtor,
      });
      expect(onlyDeals.json.items).toHaveLength(history);
      expect(history).toBeGreaterThan(0);
      expect(onlyDeals.json.items).toContainEqual(
        expect.objectContaining({
          kind: 'deal_event',
          body: 'Offer accepted',
          details: expect.objectContaining({ from: 'active', to: 'under_contract' }),
        }),
      );
    }
    expect(
      (await ctx.request('GET', `/api/contacts/${survivor.id}/tasks`, { cookie: realtor })).json.items,
    ).toHaveLength(1);
    expect(
      (await ctx.request('GET', `/api/contacts/${survivor.id}/invitations`, { cookie: realtor })).json.items,
    ).toHaveLength(1);
    expect(
      (await ctx.request('GET', `/api/contacts/${survivor.id}/deals`, { cookie: realtor })).json.items,
    ).toHaveLength(deals);
    expect((await ctx.request('GET', `/api/contacts/${duplicate.id}`, { cookie: realtor })).status).toBe(404);
    const [retired] = await rows<{ merged_into_id: string; deleted: boolean }>(
      ctx,
      sql`select merged_into_id::text, deleted_at is not null as deleted from contacts where id = ${duplicate.id}`,
    );
    expect(retired).toEqual({ merged_into_id: survivor.id, deleted: true });
    const [audit] = await rows<{ before: { duplicate: { id: string } } }>(
      ctx,
      sql`select before from audit_log where action = 'contact.merge' and entity_id = ${survivor.id}`,
    );
    expect(audit!.before.duplicate.id).toBe(duplicate.id);
  });

  it('refuses merging a contact with itself (400), across scopes (404), and two client accounts (409)', async () => {
    const { json: a } = await ctx.request('POST', '/api/contacts', {
      cookie: realtor,
      body: { first_name: 'Solo' },
    });
    expect(
      (
        await ctx.request('POST', `/api/contacts/${a.id}/merge`, {
          cookie: realtor,
          body: { duplicate_id: a.id },
        })
      ).status,
    ).toBe(400);
    const broker = await as('broker@demo.test');
    const { json: b } = await ctx.request('POST', '/api/contacts', {
      cookie: broker,
      body: { first_name: 'Hidden' },
    });
    expect(
      (
        await ctx.request('POST', `/api/contacts/${a.id}/merge`, {
          cookie: realtor,
          body: { duplicate_id: b.id },
        })
      ).status,
    ).toBe(404);
    const clients = await rows<{ id: string }>(
      ctx,
      sql`select id::text from contacts where user_id is not null and organization_id = ${a.organization_id} order by first_name limit 2`,
    );
    const conflict = await ctx.request('POST', `/api/contacts/${clients[0]!.id}/merge`, {
      cookie: await as('managing_broker@demo.test'),
      body: { duplicate_id: clients[1]!.id },
    });
    expect(conflict.status).toBe(409);
  });
});
