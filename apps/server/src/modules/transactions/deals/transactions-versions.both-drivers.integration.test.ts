import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { ifMatch, raceSameVersion, readVersioned } from '../../../test/versioning-kit';
import { createDeal, sessions } from '../transactions-test-kit';
import { transactionParticipants } from '../transactions.schema';

let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;
let broker: string;
let managing: string;
beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = sessions(ctx);
  broker = await cookieFor('broker@demo.test');
  managing = await cookieFor('managing_broker@demo.test');
});
afterAll(() => ctx.close());

const patch = (id: string, cookie: string, body: unknown, headers?: Record<string, string>) =>
  ctx.request('PATCH', `/api/transactions/${id}`, { cookie, body, headers });

describe('PATCH /api/transactions/:id is conditional on the version (issue 19)', () => {
  it('applies a write based on the current version and bumps it; the ETag follows', async () => {
    const deal = await createDeal(ctx, broker);
    const before = await readVersioned(ctx, broker, `/api/transactions/${deal.id}`);
    const res = await patch(deal.id, broker, { mls_number: 'V-1' }, ifMatch(before.version));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.transaction).toMatchObject({ mls_number: 'V-1', version: before.version + 1 });
    const weak = await patch(
      deal.id,
      broker,
      { mls_number: 'V-2' },
      { 'If-Match': `W/"${before.version + 1}"` },
    );
    expect(weak.status).toBe(200);
    const byBody = await patch(deal.id, broker, { mls_number: 'V-3', version: before.version + 2 });
    expect(byBody.status).toBe(200);
    expect((await readVersioned(ctx, broker, `/api/transactions/${deal.id}`)).version).toBe(
      before.version + 3,
    );
  });

  it('refuses a stale write with 409 STALE_VERSION, the current deal and who changed it, and changes nothing', async () => {
    const deal = await createDeal(ctx, broker);
    const opened = await readVersioned(ctx, broker, `/api/transactions/${deal.id}`);
    const first = await patch(deal.id, managing, { mls_number: 'FIRST' }, ifMatch(opened.version));
    expect(first.status).toBe(200);
    const stale = await patch(deal.id, broker, { mls_number: 'SECOND', beds: 9 }, ifMatch(opened.version));
    expect(stale.status).toBe(409);
    expect(stale.json.error).toMatchObject({
      code: 'STALE_VERSION',
      current: { id: deal.id, mls_number: 'FIRST', version: opened.version + 1 },
      changed_by: { id: ctx.seed!.harborview.users.get('managing_broker') },
    });
    expect(stale.json.error.changed_by.name).toBeTruthy();
    expect(Date.parse(stale.json.error.changed_at)).not.toBeNaN();
    const now = await readVersioned(ctx, broker, `/api/transactions/${deal.id}`);
    expect(now).toMatchObject({ mls_number: 'FIRST', beds: opened.beds, version: opened.version + 1 });
  });

  it('answers a malformed If-Match with 400, and still accepts a write without any version', async () => {
    const deal = await createDeal(ctx, broker);
    const bad = await patch(deal.id, broker, { beds: 2 }, { 'If-Match': 'seven' });
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe('VALIDATION_FAILED');
    const none = await patch(deal.id, broker, { beds: 2 });
    expect(none.status).toBe(200);
    expect(none.json.transaction.version).toBe(deal.version + 1);
  });

  it('lets exactly one of two concurrent writes based on the same version win, 20 rounds', async () => {
    const deal = await createDeal(ctx, broker);
    const outcomes = await raceSameVersion(
      20,
      async () => (await readVersioned(ctx, broker, `/api/transactions/${deal.id}`)).version,
      (i, version, round) =>
        patch(deal.id, i ? managing : broker, { mls_number: `R${round}-${i}` }, ifMatch(version)),
    );
    expect(outcomes).toEqual(Array.from({ length: 20 }, () => [200, 409]));
    expect((await readVersioned(ctx, broker, `/api/transactions/${deal.id}`)).version).toBe(
      deal.version + 20,
    );
  });

  it('a queued change keeps the version it was based on; approving it after the deal moved on fails it', async () => {
    const coordinator = await cookieFor('transaction_coordinator@demo.test');
    const deal = await createDeal(ctx, broker);
    const opened = await readVersioned(ctx, broker, `/api/transactions/${deal.id}`);
    const draft = await patch(deal.id, coordinator, { beds: 6 }, ifMatch(opened.version));
    expect(draft.json.outcome).toBe('pending_approval');
    expect(draft.json.approval.payload).toMatchObject({ beds: 6, version: opened.version });
    expect((await patch(deal.id, broker, { beds: 3 }, ifMatch(opened.version))).status).toBe(200);
    const approve = await ctx.request(
      'POST',
      `/api/transactions/approvals/${draft.json.approval.id}/approve`,
      {
        cookie: broker,
        body: {},
      },
    );
    expect(approve.status).toBe(200);
    expect(approve.json).toMatchObject({ status: 'failed' });
    expect(approve.json.failure_reason).toMatch(/changed this record/);
    expect((await readVersioned(ctx, broker, `/api/transactions/${deal.id}`)).beds).toBe(3);
  });

  it('bumps a record written outside the helper exactly once (trigger), and a touch of the deal not at all', async () => {
    const deal = await createDeal(ctx, broker, {
      participants: [{ first_name: 'Ada', last_name: 'Inspector', roles: ['inspector'] }],
    });
    const versionOf = async (participantId: string) =>
      (
        await ctx.db
          .select({ version: transactionParticipants.version })
          .from(transactionParticipants)
          .where(eq(transactionParticipants.id, participantId))
      )[0]!.version;
    const people = await ctx.request('GET', `/api/transactions/${deal.id}/participants`, { cookie: broker });
    const ada = people.json.items.find((p: any) => p.display_name === 'Ada Inspector');
    expect(await versionOf(ada.id)).toBe(1);
    const before = await readVersioned(ctx, broker, `/api/transactions/${deal.id}`);
    const res = await ctx.request('PATCH', `/api/transactions/${deal.id}/participants/${ada.id}`, {
      cookie: broker,
      body: { company: 'Keystone Inspections' },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(await versionOf(ada.id)).toBe(2);
    // The participant edit touches the deal's updated_at (lists sort by activity): not a change of the deal.
    expect((await readVersioned(ctx, broker, `/api/transactions/${deal.id}`)).version).toBe(before.version);
  });
});
