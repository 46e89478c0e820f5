import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { rows } from '../../test/integration-helpers';
import { ifMatch } from '../../test/versioning-kit';
import { listAll, sessions } from '../transactions/transactions-test-kit';
import { dayFromToday, range } from '../calendar/calendar-test-kit';

/** Personal tasks (ADR 0147): the owner's own, private (others 404), on the Tasks screen and the calendar. */
let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;
let realtorId = '';

beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = sessions(ctx);
  realtorId = ctx.seed!.harborview.users.get('realtor')!;
});
afterAll(() => ctx.close());

async function addPersonal(cookie: string, body: Record<string, unknown>) {
  const res = await ctx.request('POST', '/api/tasks', { cookie, body });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json;
}

const window = () => `from=${dayFromToday(-3)}&to=${dayFromToday(10)}&tz=UTC`;

describe('personal tasks', () => {
  it('creates, lists, completes and deletes the owner’s task, audited without its text', async () => {
    const realtor = await cookieFor('realtor@demo.test');
    const task = await addPersonal(realtor, {
      title: 'PT pick up keys',
      notes: 'Spare set',
      due_date: dayFromToday(1),
    });
    expect(task).toMatchObject({
      title: 'PT pick up keys',
      notes: 'Spare set',
      completed_at: null,
      version: 1,
    });

    const mine = await listAll(ctx, realtor, '/api/tasks', 'source=personal');
    expect(mine.map((i) => i.title)).toContain('PT pick up keys');
    expect(mine.find((i) => i.id === task.id)).toMatchObject({
      source: 'personal',
      parent_id: null,
      parent_title: null,
      due: dayFromToday(1),
      state: 'upcoming',
      assignee: { id: realtorId },
    });
    // In the mixed list too, and not in "assigned by me" or the team's.
    expect((await listAll(ctx, realtor, '/api/tasks')).some((i) => i.id === task.id)).toBe(true);
    for (const view of ['assigned_by_me', 'team'])
      expect((await listAll(ctx, realtor, '/api/tasks', `view=${view}`)).some((i) => i.id === task.id)).toBe(
        false,
      );

    const done = await ctx.request('PATCH', `/api/tasks/personal/${task.id}`, {
      cookie: realtor,
      body: { completed: true },
      headers: ifMatch(1),
    });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(done.json.completed_at).not.toBeNull();
    const doneList = await listAll(ctx, realtor, '/api/tasks', 'due=done&source=personal');
    expect(doneList.find((i) => i.id === task.id)).toMatchObject({ state: 'done' });

    const gone = await ctx.request('DELETE', `/api/tasks/personal/${task.id}`, {
      cookie: realtor,
      headers: ifMatch(done.json.version),
    });
    expect(gone.status).toBe(200);
    expect((await ctx.request('GET', `/api/tasks/personal/${task.id}`, { cookie: realtor })).status).toBe(
      404,
    );

    const audit = await rows<{ action: string; before: unknown; after: unknown }>(
      ctx,
      sql`select action, before, after from audit_log where entity_id = ${task.id} order by created_at`,
    );
    expect(audit.map((a) => a.action)).toEqual([
      'task.personal.create',
      'task.personal.update',
      'task.personal.delete',
    ]);
    expect(JSON.stringify(audit)).not.toContain('PT pick up keys');
    expect(JSON.stringify(audit)).not.toContain('Spare set');
  });

  it('is private: another member, even the managing broker, gets 404 and never sees it', async () => {
    const realtor = await cookieFor('realtor@demo.test');
    const task = await addPersonal(realtor, { title: 'PT private dentist', due_date: dayFromToday(2) });
    for (const email of ['broker@demo.test', 'team_leader@demo.test']) {
      const other = await cookieFor(email);
      const path = `/api/tasks/personal/${task.id}`;
      expect((await ctx.request('GET', path, { cookie: other })).status).toBe(404);
      const patch = await ctx.request('PATCH', path, { cookie: other, body: { completed: true } });
      expect(patch.status).toBe(404);
      expect((await ctx.request('DELETE', path, { cookie: other })).status).toBe(404);
      const bulk = await ctx.request('POST', '/api/tasks/bulk', {
        cookie: other,
        body: { items: [{ source: 'personal', id: task.id, version: 1 }], action: { kind: 'complete' } },
      });
      expect(bulk.json.results[0]).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
      for (const view of ['mine', 'team', 'assigned_by_me'])
        expect((await listAll(ctx, other, '/api/tasks', `view=${view}`)).some((i) => i.id === task.id)).toBe(
          false,
        );
      // The range query: not in their calendar, not even filtered to the owner.
      expect((await range(ctx, other, window())).some((i) => i.id === task.id)).toBe(false);
      expect((await range(ctx, other, `${window()}&person=${realtorId}`)).some((i) => i.id === task.id)).toBe(
        false,
      );
    }
    // Still untouched for its owner.
    const own = await ctx.request('GET', `/api/tasks/personal/${task.id}`, { cookie: realtor });
    expect(own.json).toMatchObject({ completed_at: null, version: 1 });
  });

  it('appears on its owner’s calendar as a personal_task entry, by due state', async () => {
    const realtor = await cookieFor('realtor@demo.test');
    const late = await addPersonal(realtor, { title: 'PT late renewal', due_date: dayFromToday(-1) });
    await addPersonal(realtor, { title: 'PT no date' });
    const items = await range(ctx, realtor, window());
    expect(items.find((i) => i.id === late.id)).toMatchObject({
      source: 'personal_task',
      title: 'PT late renewal',
      all_day: true,
      start: dayFromToday(-1),
      state: 'overdue',
      person_id: realtorId,
      transaction: null,
      contact: null,
    });
    expect(items.some((i) => i.title === 'PT no date')).toBe(false);
    const onlyOther = await range(ctx, realtor, `${window()}&sources=event`);
    expect(onlyOther.some((i) => i.id === late.id)).toBe(false);
  });

  it('takes bulk complete and snooze, refuses reassignment, and checks input', async () => {
    const realtor = await cookieFor('realtor@demo.test');
    const a = await addPersonal(realtor, { title: 'PT bulk a', due_date: dayFromToday(3) });
    const b = await addPersonal(realtor, { title: 'PT bulk b', due_date: dayFromToday(3) });
    const ref = (t: any) => ({ source: 'personal', id: t.id, version: t.version });
    const snoozed = await ctx.request('POST', '/api/tasks/bulk', {
      cookie: realtor,
      body: { items: [ref(a), ref(b)], action: { kind: 'snooze', days: 2 } },
    });
    expect(snoozed.json.results.map((r: any) => r.ok)).toEqual([true, true]);
    const now = await ctx.request('GET', `/api/tasks/personal/${a.id}`, { cookie: realtor });
    expect(now.json).toMatchObject({ due_date: dayFromToday(5), version: 2 });
    const reassign = await ctx.request('POST', '/api/tasks/bulk', {
      cookie: realtor,
      body: { items: [{ ...ref(a), version: 2 }], action: { kind: 'reassign', assignee_id: realtorId } },
    });
    expect(reassign.json.results[0]).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    // A stale version in bulk is refused for that item only.
    const stale = await ctx.request('POST', '/api/tasks/bulk', {
      cookie: realtor,
      body: { items: [ref(a), { ...ref(b), version: 2 }], action: { kind: 'complete' } },
    });
    expect(stale.json.results.map((r: any) => r.ok)).toEqual([false, true]);
    expect(stale.json.results[0].error.code).toBe('STALE_VERSION');

    const bad = await ctx.request('POST', '/api/tasks', {
      cookie: realtor,
      body: { title: ' ', due_date: 'soon' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields)).toEqual(expect.arrayContaining(['title', 'due_date']));
    const noParent = await ctx.request('POST', '/api/tasks/bulk', {
      cookie: realtor,
      body: { items: [{ source: 'deal', id: a.id, version: 1 }], action: { kind: 'complete' } },
    });
    expect(noParent.status).toBe(400);
  });
});
