import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { ifMatch, raceSameVersion, readVersioned } from '../../../test/versioning-kit';
import { createDeal, sessions } from '../transactions-test-kit';

/** Issue 19 for the parts of a deal: participants, key dates (and what moves with them) and tasks. */
let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;
let broker: string;
let managing: string;
let managingId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = sessions(ctx);
  broker = await cookieFor('broker@demo.test');
  managing = await cookieFor('managing_broker@demo.test');
  managingId = ctx.seed!.harborview.users.get('managing_broker')!;
});
afterAll(() => ctx.close());

const send = (
  method: string,
  path: string,
  cookie: string,
  body?: unknown,
  headers?: Record<string, string>,
) => ctx.request(method, path, { cookie, ...(body !== undefined && { body }), headers });
const approve = (approvalId: string) =>
  ctx.request('POST', `/api/transactions/approvals/${approvalId}/approve`, { cookie: broker, body: {} });

async function dealWithLender() {
  const deal = await createDeal(ctx, broker, {
    participants: [{ first_name: 'Lena', last_name: 'Lender', roles: ['lender'] }],
  });
  const people = await ctx.request('GET', `/api/transactions/${deal.id}/participants`, { cookie: broker });
  const lender = people.json.items.find((p: { display_name: string }) => p.display_name === 'Lena Lender');
  expect(typeof lender.version).toBe('number');
  return { deal, path: `/api/transactions/${deal.id}/participants/${lender.id}` };
}

describe('participants', () => {
  it('refuses a stale edit with the person now and who changed them, and changes nothing', async () => {
    const { path } = await dealWithLender();
    const opened = await readVersioned(ctx, broker, path);
    const first = await send('PATCH', path, managing, { company: 'Harbor Lending' }, ifMatch(opened.version));
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json.participant).toMatchObject({ company: 'Harbor Lending', version: opened.version + 1 });
    const stale = await send('PATCH', path, broker, { phone: '555-0100' }, ifMatch(opened.version));
    expect(stale.status).toBe(409);
    expect(stale.json.error).toMatchObject({
      code: 'STALE_VERSION',
      current: { id: opened.id, company: 'Harbor Lending', phone: null, version: opened.version + 1 },
      changed_by: { id: managingId },
    });
    expect(Date.parse(stale.json.error.changed_at)).not.toBeNaN();
    const removed = await send('DELETE', path, broker, undefined, ifMatch(opened.version));
    expect(removed.status).toBe(409);
    expect(await readVersioned(ctx, broker, path)).toEqual(first.json.participant);
  });

  it('answers a malformed If-Match with 400 and accepts a write without a version', async () => {
    const { path } = await dealWithLender();
    const bad = await send('PATCH', path, broker, { company: 'X' }, { 'If-Match': 'latest' });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toHaveProperty('If-Match');
    const none = await send('DELETE', path, broker);
    expect(none.status).toBe(200);
    expect((await ctx.request('GET', path, { cookie: broker })).status).toBe(404);
  });

  it('a queued edit keeps its version; approving it after the person changed fails it', async () => {
    const coordinator = await cookieFor('transaction_coordinator@demo.test');
    const { path } = await dealWithLender();
    const opened = await readVersioned(ctx, broker, path);
    const draft = await send('PATCH', path, coordinator, { company: 'Queued Co' }, ifMatch(opened.version));
    expect(draft.json.outcome).toBe('pending_approval');
    expect(draft.json.approval.payload).toMatchObject({ company: 'Queued Co', version: opened.version });
    const removal = await send('DELETE', path, coordinator, undefined, ifMatch(opened.version));
    expect(removal.json.approval.payload).toMatchObject({ version: opened.version });
    expect((await send('PATCH', path, broker, { phone: '555-0101' }, ifMatch(opened.version))).status).toBe(
      200,
    );
    for (const queued of [draft, removal]) {
      const decided = await approve(queued.json.approval.id);
      expect(decided.json).toMatchObject({ status: 'failed' });
      expect(decided.json.failure_reason).toMatch(/changed this record/);
    }
    expect(await readVersioned(ctx, broker, path)).toMatchObject({ company: null, phone: '555-0101' });
    // Drafted on a version that is already stale: refused at once, nothing queued.
    const late = await send('PATCH', path, coordinator, { company: 'Late Co' }, ifMatch(opened.version));
    expect(late.status).toBe(409);
  });
});

describe('key dates', () => {
  const datePath = (id: string, key: string) => `/api/transactions/${id}/dates/${key}`;

  it('checks the date the user edited; dates that move with it bump their own versions', async () => {
    const deal = await createDeal(ctx, broker, {
      status: 'under_contract',
      dates: { acceptance: '2026-06-24' },
    });
    const acceptance = await readVersioned(ctx, broker, datePath(deal.id, 'acceptance'));
    const financing = await readVersioned(ctx, broker, datePath(deal.id, 'financing'));
    const walkthrough = await readVersioned(ctx, broker, datePath(deal.id, 'final_walkthrough'));
    const moved = await send(
      'PATCH',
      datePath(deal.id, 'acceptance'),
      managing,
      { date: '2026-06-25' },
      ifMatch(acceptance.version),
    );
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    const byKey = new Map(moved.json.dates.map((d: { key: string }) => [d.key, d]));
    expect(byKey.get('acceptance')).toMatchObject({ date: '2026-06-25', version: acceptance.version + 1 });
    expect(byKey.get('financing')).toMatchObject({ date: '2026-07-27', version: financing.version + 1 });
    // final_walkthrough counts from closing, which did not move (45 days, rolled): neither changed.
    expect(byKey.get('final_walkthrough')).toMatchObject({ version: walkthrough.version });

    // An edit of the moved dependent opened before the move is stale, and says who moved it.
    const stale = await send(
      'PATCH',
      datePath(deal.id, 'financing'),
      broker,
      { offset_days: 35 },
      ifMatch(financing.version),
    );
    expect(stale.status).toBe(409);
    expect(stale.json.error).toMatchObject({
      code: 'STALE_VERSION',
      current: { key: 'financing', date: '2026-07-27', offset_days: 30, version: financing.version + 1 },
      changed_by: { id: managingId },
    });
    const staleDelete = await send(
      'DELETE',
      datePath(deal.id, 'financing'),
      broker,
      undefined,
      ifMatch(financing.version),
    );
    expect(staleDelete.status).toBe(409);
    const current = await send(
      'PATCH',
      datePath(deal.id, 'financing'),
      broker,
      { offset_days: 35 },
      ifMatch(financing.version + 1),
    );
    expect(current.status, JSON.stringify(current.json)).toBe(200);
    expect((await readVersioned(ctx, broker, datePath(deal.id, 'financing'))).version).toBe(
      financing.version + 2,
    );
  });

  it('bumps the edited date even when the save changes nothing in its rule (the user did save)', async () => {
    const deal = await createDeal(ctx, broker, { dates: { acceptance: '2026-06-24' } });
    const opened = await readVersioned(ctx, broker, datePath(deal.id, 'closing'));
    const same = await send(
      'PATCH',
      datePath(deal.id, 'closing'),
      broker,
      { roll: opened.roll },
      ifMatch(opened.version),
    );
    expect(same.status).toBe(200);
    const again = await send(
      'PATCH',
      datePath(deal.id, 'closing'),
      broker,
      { roll: opened.roll },
      ifMatch(opened.version),
    );
    expect(again.status).toBe(409);
  });

  it('a queued date change keeps its version; approving it after the date moved fails it', async () => {
    const coordinator = await cookieFor('transaction_coordinator@demo.test');
    const deal = await createDeal(ctx, broker, { dates: { acceptance: '2026-06-24' } });
    const opened = await readVersioned(ctx, broker, datePath(deal.id, 'inspection'));
    const draft = await send(
      'PATCH',
      datePath(deal.id, 'inspection'),
      coordinator,
      { offset_days: 12 },
      ifMatch(opened.version),
    );
    expect(draft.json.outcome).toBe('pending_approval');
    expect(draft.json.approval.payload).toMatchObject({
      op: 'update',
      key: 'inspection',
      version: opened.version,
    });
    // Moving the anchor moves inspection: the draft was based on a version that is gone.
    expect(
      (await send('PATCH', datePath(deal.id, 'acceptance'), broker, { date: '2026-06-29' })).status,
    ).toBe(200);
    const decided = await approve(draft.json.approval.id);
    expect(decided.json).toMatchObject({ status: 'failed' });
    expect((await readVersioned(ctx, broker, datePath(deal.id, 'inspection'))).offset_days).toBe(10);
  });
});

describe('tasks', () => {
  it('a task its key date moved is stale for an edit opened before; the 409 says who moved it', async () => {
    const deal = await createDeal(ctx, broker, {
      status: 'under_contract',
      dates: { acceptance: '2026-06-24' },
    });
    const created = await send('POST', `/api/transactions/${deal.id}/tasks`, broker, {
      title: 'Order appraisal',
      date_key: 'appraisal',
      offset_days: -3,
    });
    const path = `/api/transactions/${deal.id}/tasks/${created.json.id}`;
    const opened = await readVersioned(ctx, broker, path);
    expect(opened).toMatchObject({ due_date: '2026-07-12', version: created.json.version });
    await send('PATCH', `/api/transactions/${deal.id}/dates/acceptance`, managing, { date: '2026-06-25' });
    const stale = await send('PATCH', path, broker, { completed: true }, ifMatch(opened.version));
    expect(stale.status).toBe(409);
    expect(stale.json.error).toMatchObject({
      current: { id: opened.id, due_date: '2026-07-13', completed_at: null, version: opened.version + 1 },
      changed_by: { id: managingId },
    });
    const staleDelete = await send('DELETE', path, broker, undefined, ifMatch(opened.version));
    expect(staleDelete.status).toBe(409);
    const done = await send('PATCH', path, broker, { completed: true }, ifMatch(opened.version + 1));
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ version: opened.version + 2 });
    expect(done.json.completed_at).not.toBeNull();
  });

  it('lets exactly one of two concurrent edits based on the same version win, 10 rounds', async () => {
    const deal = await createDeal(ctx, broker);
    const created = await send('POST', `/api/transactions/${deal.id}/tasks`, broker, { title: 'Race' });
    const path = `/api/transactions/${deal.id}/tasks/${created.json.id}`;
    const outcomes = await raceSameVersion(
      10,
      async () => (await readVersioned(ctx, broker, path)).version,
      (i, version, round) =>
        send('PATCH', path, i ? managing : broker, { title: `R${round}-${i}` }, ifMatch(version)),
    );
    expect(outcomes).toEqual(Array.from({ length: 10 }, () => [200, 409]));
    expect((await readVersioned(ctx, broker, path)).version).toBe(created.json.version + 10);
  });
});
