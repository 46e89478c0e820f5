import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { ifMatch, raceSameVersion, readVersioned } from '../../test/versioning-kit';
import { cookieJar } from '../../test/integration-helpers';

/** Issue 19 for the contact's actions: delete, claim, timeline entries, tasks and merge (ADR 0092). */

let ctx: TestContext;
let as: ReturnType<typeof cookieJar>;
let realtor: string;
let broker: string;
beforeAll(async () => {
  ctx = await createTestContext();
  as = cookieJar(ctx);
  realtor = await as('realtor@demo.test');
  broker = await as('broker@demo.test');
});
afterAll(() => ctx.close());

const newContact = async (body: Record<string, unknown> = {}, cookie = realtor) => {
  const res = await ctx.request('POST', '/api/contacts', {
    cookie,
    body: { first_name: 'Ada', last_name: 'Action', ...body },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json;
};
const patchContact = (id: string, body: unknown, cookie = broker) =>
  ctx.request('PATCH', `/api/contacts/${id}`, { cookie, body });
const newTask = async (contactId: string) => {
  const res = await ctx.request('POST', `/api/contacts/${contactId}/tasks`, {
    cookie: realtor,
    body: { title: 'Send the CMA', due_at: new Date(Date.now() + 86_400_000).toISOString() },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json;
};
const brokerId = () => ctx.seed!.harborview.users.get('broker');

describe('DELETE /api/contacts/:id', () => {
  it('refuses a stale delete with the contact as it is now and who changed it; the contact stays', async () => {
    const contact = await newContact();
    expect((await patchContact(contact.id, { notes: 'broker note' })).status).toBe(200);
    const stale = await ctx.request('DELETE', `/api/contacts/${contact.id}`, {
      cookie: realtor,
      headers: ifMatch(contact.version),
    });
    expect(stale.status).toBe(409);
    expect(stale.json.error).toMatchObject({
      code: 'STALE_VERSION',
      current: { id: contact.id, notes: 'broker note', version: contact.version + 1 },
      changed_by: { id: brokerId() },
    });
    expect((await readVersioned(ctx, realtor, `/api/contacts/${contact.id}`)).notes).toBe('broker note');
  });

  it('accepts the version as a top-level body field too, and refuses a malformed one with 400', async () => {
    const contact = await newContact();
    const bad = await ctx.request('DELETE', `/api/contacts/${contact.id}`, {
      cookie: realtor,
      headers: { 'If-Match': 'seven' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toHaveProperty('If-Match');
    const ok = await ctx.request('DELETE', `/api/contacts/${contact.id}`, {
      cookie: realtor,
      body: { version: contact.version },
    });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect((await ctx.request('GET', `/api/contacts/${contact.id}`, { cookie: realtor })).status).toBe(404);
  });
});

describe('POST /api/contacts/:id/claim', () => {
  it('claims only the lead as the agent saw it: a changed lead answers STALE_VERSION and stays unowned', async () => {
    const settings = await ctx.request('PATCH', '/api/contacts/settings', {
      cookie: await as('managing_broker@demo.test'),
      body: { lead_routing: { mode: 'first_to_claim', agent_ids: [] } },
    });
    expect(settings.status, JSON.stringify(settings.json)).toBe(200);
    const lead = await newContact(
      { first_name: 'Pooled', owner_id: null },
      await as('brokerage_admin@demo.test'),
    );
    expect(lead.owner_id).toBeNull();
    expect((await patchContact(lead.id, { stage: 'qualified' })).status).toBe(200);
    const stale = await ctx.request('POST', `/api/contacts/${lead.id}/claim`, {
      cookie: realtor,
      headers: ifMatch(lead.version),
    });
    expect(stale.status).toBe(409);
    expect(stale.json.error).toMatchObject({
      code: 'STALE_VERSION',
      current: { id: lead.id, owner_id: null, stage: 'qualified' },
    });
    const now = await readVersioned(ctx, realtor, `/api/contacts/${lead.id}`);
    expect(now.owner_id).toBeNull();
    const claimed = await ctx.request('POST', `/api/contacts/${lead.id}/claim`, {
      cookie: realtor,
      headers: ifMatch(now.version),
    });
    expect(claimed.status, JSON.stringify(claimed.json)).toBe(200);
    expect(claimed.json.version).toBeGreaterThan(now.version);
    // Once claimed, another pool agent's claim (even with that version) is "someone was faster", not stale.
    const late = await ctx.request('POST', `/api/contacts/${lead.id}/claim`, {
      cookie: await as('leasing_agent@demo.test'),
      headers: ifMatch(now.version),
    });
    expect(late.status).toBe(409);
    expect(late.json.error.code).toBe('CONFLICT');
  });
});

describe('timeline entries and tasks carry their version', () => {
  it('lists and reads entries and tasks with a version (the ETag of the single read)', async () => {
    const contact = await newContact();
    const task = await newTask(contact.id);
    const logged = await ctx.request('POST', `/api/contacts/${contact.id}/activities`, {
      cookie: realtor,
      body: { kind: 'call', subject: 'Intro call' },
    });
    expect(logged.json.version).toBe(1);
    expect(task.version).toBe(1);
    const tasks = await ctx.request('GET', `/api/contacts/${contact.id}/tasks`, { cookie: realtor });
    expect(tasks.json.items.map((t: { version: number }) => t.version)).toEqual([1]);
    const timeline = await ctx.request('GET', `/api/contacts/${contact.id}/activities`, { cookie: realtor });
    expect(timeline.json.items.find((a: { id: string }) => a.id === logged.json.id).version).toBe(1);
    await readVersioned(ctx, realtor, `/api/contacts/${contact.id}/tasks/${task.id}`);
    await readVersioned(ctx, realtor, `/api/contacts/${contact.id}/activities/${logged.json.id}`);
    const missing = await ctx.request('GET', `/api/contacts/${contact.id}/tasks/${contact.id}`, {
      cookie: realtor,
    });
    expect(missing.status).toBe(404);
  });

  it('refuses a stale task change with the task as it is now; the task is unchanged', async () => {
    const contact = await newContact();
    const task = await newTask(contact.id);
    const path = `/api/contacts/${contact.id}/tasks/${task.id}`;
    const moved = await ctx.request('PATCH', path, { cookie: broker, body: { title: 'Send the CMA today' } });
    expect(moved.status).toBe(200);
    const stale = await ctx.request('PATCH', path, {
      cookie: realtor,
      body: { completed: true, version: task.version },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.error).toMatchObject({
      code: 'STALE_VERSION',
      current: { id: task.id, title: 'Send the CMA today', completed_at: null, version: 2 },
      changed_by: { id: brokerId() },
    });
    expect((await readVersioned(ctx, realtor, path)).completed_at).toBeNull();
    const del = await ctx.request('DELETE', path, { cookie: realtor, headers: ifMatch(task.version) });
    expect(del.status).toBe(409);
    expect((await ctx.request('GET', path, { cookie: realtor })).status).toBe(200);
  });

  it('lets exactly one of two task changes based on the same version win, 10 rounds', async () => {
    const contact = await newContact();
    const task = await newTask(contact.id);
    const path = `/api/contacts/${contact.id}/tasks/${task.id}`;
    const outcomes = await raceSameVersion(
      10,
      async () => (await readVersioned(ctx, realtor, path)).version,
      (i, version, round) =>
        ctx.request('PATCH', path, {
          cookie: i ? broker : realtor,
          body: { notes: `round ${round} by ${i}` },
          headers: ifMatch(version),
        }),
    );
    expect(outcomes).toEqual(Array.from({ length: 10 }, () => [200, 409]));
    expect((await readVersioned(ctx, realtor, path)).version).toBe(11);
  });
});

describe('POST /api/contacts/:id/merge (ADR 0092)', () => {
  it('refuses when the duplicate moved on since the merge was chosen: 409 with the duplicate, nothing merged', async () => {
    const survivor = await newContact({ first_name: 'Keep' });
    const duplicate = await newContact({ first_name: 'Drop' });
    expect((await patchContact(duplicate.id, { notes: 'added later' })).status).toBe(200);
    const stale = await ctx.request('POST', `/api/contacts/${survivor.id}/merge`, {
      cookie: realtor,
      body: { duplicate_id: duplicate.id, duplicate_version: duplicate.version },
      headers: ifMatch(survivor.version),
    });
    expect(stale.status).toBe(409);
    expect(stale.json.error).toMatchObject({
      code: 'STALE_VERSION',
      current: { id: duplicate.id, notes: 'added later', version: duplicate.version + 1 },
      changed_by: { id: brokerId() },
    });
    expect((await readVersioned(ctx, realtor, `/api/contacts/${survivor.id}`)).version).toBe(
      survivor.version,
    );
    const kept = await readVersioned(ctx, realtor, `/api/contacts/${duplicate.id}`);
    const merged = await ctx.request('POST', `/api/contacts/${survivor.id}/merge`, {
      cookie: realtor,
      body: { duplicate_id: duplicate.id, duplicate_version: kept.version },
      headers: ifMatch(survivor.version),
    });
    expect(merged.status, JSON.stringify(merged.json)).toBe(200);
    expect(merged.json.contact.notes).toBe('added later');
    expect(merged.json.contact.version).toBeGreaterThan(survivor.version);
    expect((await ctx.request('GET', `/api/contacts/${duplicate.id}`, { cookie: realtor })).status).toBe(404);
  });

  it('refuses a malformed duplicate_version with 400 and a field error', async () => {
    const survivor = await newContact();
    const duplicate = await newContact();
    const res = await ctx.request('POST', `/api/contacts/${survivor.id}/merge`, {
      cookie: realtor,
      body: { duplicate_id: duplicate.id, duplicate_version: 0 },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toHaveProperty('duplicate_version');
  });
});
