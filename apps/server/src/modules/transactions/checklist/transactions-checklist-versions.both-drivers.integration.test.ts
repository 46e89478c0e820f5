import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { ifMatch, raceSameVersion, readVersioned } from '../../../test/versioning-kit';
import { createDeal, sessions } from '../transactions-test-kit';

/** Issue 19 for a deal's checklist items: edits, removal and the review actions are conditional writes. */

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

const send = (
  method: string,
  path: string,
  cookie: string,
  body?: unknown,
  headers?: Record<string, string>,
) => ctx.request(method, path, { cookie, body, headers });

/** A new deal with one optional item of its own; answers the deal and the item's path. */
async function dealWithItem(title = 'Versioned item') {
  const deal = await createDeal(ctx, broker);
  const added = await send('POST', `/api/transactions/${deal.id}/checklist`, broker, {
    title,
    required: false,
  });
  expect(added.status, JSON.stringify(added.json)).toBe(201);
  expect(added.json.version).toBe(1);
  return { deal, item: added.json, path: `/api/transactions/${deal.id}/checklist/${added.json.id}` };
}

describe('one checklist item carries its version (issue 19)', () => {
  it('GET answers the item with its version and ETag, as the list shows it; unknown items are 404', async () => {
    const { deal, item, path } = await dealWithItem();
    const one = await readVersioned(ctx, broker, path);
    expect(one).toMatchObject({ id: item.id, title: 'Versioned item', version: 1 });
    const list = await send('GET', `/api/transactions/${deal.id}/checklist`, broker);
    expect(list.json.items.find((i: any) => i.id === item.id)).toEqual(one);
    const missing = await send(
      'GET',
      `/api/transactions/${deal.id}/checklist/${crypto.randomUUID()}`,
      broker,
    );
    expect(missing.status).toBe(404);
    const outsider = await cookieFor('realtor@lakeside.demo.test');
    expect((await send('GET', path, outsider)).status).toBe(404);
  });

  it('the review queue lists items with their version, and approving from it with that version works', async () => {
    const { deal, path } = await dealWithItem();
    const submitted = await send('POST', `${path}/submit`, broker, {}, ifMatch(1));
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(200);
    const queue = await send('GET', `/api/transactions/review-queue?transaction_id=${deal.id}`, broker);
    const queued = queue.json.items[0];
    expect(queued.version).toBe(2);
    const approved = await send('POST', `${path}/approve`, broker, {}, ifMatch(queued.version));
    expect(approved.json).toMatchObject({ status: 'approved', version: 3 });
  });
});

describe('PATCH /api/transactions/:id/checklist/:itemId is conditional on the version', () => {
  it('applies an edit based on the current version (If-Match, weak ETag or body version) and bumps it', async () => {
    const { path } = await dealWithItem();
    const first = await send('PATCH', path, broker, { title: 'One' }, ifMatch(1));
    expect(first.json).toMatchObject({ title: 'One', version: 2 });
    const weak = await send('PATCH', path, broker, { title: 'Two' }, { 'If-Match': 'W/"2"' });
    expect(weak.json).toMatchObject({ title: 'Two', version: 3 });
    const byBody = await send('PATCH', path, broker, { title: 'Three', version: 3 });
    expect(byBody.json).toMatchObject({ title: 'Three', version: 4 });
    expect(await readVersioned(ctx, broker, path)).toMatchObject({ title: 'Three', version: 4 });
  });

  it('refuses a stale edit with 409, the item now and who changed it (not who last changed the deal), and changes nothing', async () => {
    const { deal, path } = await dealWithItem();
    const theirs = await send('PATCH', path, managing, { description: 'Theirs' }, ifMatch(1));
    expect(theirs.status).toBe(200);
    // Someone else then edits another item and the deal itself: the item's own writer is still named.
    const other = await send('POST', `/api/transactions/${deal.id}/checklist`, broker, { title: 'Other' });
    expect(other.status).toBe(201);
    expect((await send('PATCH', `/api/transactions/${deal.id}`, broker, { beds: 3 })).status).toBe(200);
    const stale = await send('PATCH', path, broker, { description: 'Mine', title: 'Mine' }, ifMatch(1));
    expect(stale.status).toBe(409);
    expect(stale.json.error).toMatchObject({
      code: 'STALE_VERSION',
      current: { id: theirs.json.id, description: 'Theirs', title: 'Versioned item', version: 2 },
      changed_by: { id: ctx.seed!.harborview.users.get('managing_broker') },
    });
    expect(Date.parse(stale.json.error.changed_at)).not.toBeNaN();
    expect(await readVersioned(ctx, broker, path)).toEqual(theirs.json);
  });

  it('moves an item to another position based on its version (making room does not make it stale)', async () => {
    const deal = await createDeal(ctx, broker);
    const list = await send('GET', `/api/transactions/${deal.id}/checklist`, broker);
    const last = list.json.items.at(-1);
    expect(list.json.items.length).toBeGreaterThan(2);
    const moved = await send(
      'PATCH',
      `/api/transactions/${deal.id}/checklist/${last.id}`,
      broker,
      { position: 0 },
      ifMatch(last.version),
    );
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    expect(moved.json).toMatchObject({ position: 0, version: last.version + 1 });
    const after = await send('GET', `/api/transactions/${deal.id}/checklist`, broker);
    expect(after.json.items[0].id).toBe(last.id);
  });

  it('accepts an edit without any version (API clients, ADR 0083) and answers a malformed If-Match with 400', async () => {
    const { path } = await dealWithItem();
    const bad = await send('PATCH', path, broker, { title: 'X' }, { 'If-Match': 'latest' });
    expect(bad.status).toBe(400);
    const none = await send('PATCH', path, broker, { title: 'No version' });
    expect(none.json).toMatchObject({ title: 'No version', version: 2 });
  });

  it('lets exactly one of two concurrent edits based on the same version win, 20 rounds', async () => {
    const { path } = await dealWithItem();
    const outcomes = await raceSameVersion(
      20,
      async () => (await readVersioned(ctx, broker, path)).version,
      (i, version, round) =>
        send('PATCH', path, i ? managing : broker, { description: `R${round}-${i}` }, ifMatch(version)),
    );
    expect(outcomes).toEqual(Array.from({ length: 20 }, () => [200, 409]));
    expect((await readVersioned(ctx, broker, path)).version).toBe(21);
  });

  it('an item’s writes move neither its siblings’ versions nor the deal’s', async () => {
    const { deal, path } = await dealWithItem();
    const dealBefore = await readVersioned(ctx, broker, `/api/transactions/${deal.id}`);
    const siblingsBefore = (await send('GET', `/api/transactions/${deal.id}/checklist`, broker)).json.items
      .filter((i: any) => !path.endsWith(i.id))
      .map((i: any) => [i.id, i.version]);
    expect((await send('PATCH', path, broker, { title: 'Edited' }, ifMatch(1))).status).toBe(200);
    expect((await send('POST', `${path}/submit`, broker, {}, ifMatch(2))).status).toBe(200);
    const siblingsAfter = (await send('GET', `/api/transactions/${deal.id}/checklist`, broker)).json.items
      .filter((i: any) => !path.endsWith(i.id))
      .map((i: any) => [i.id, i.version]);
    expect(siblingsAfter).toEqual(siblingsBefore);
    expect((await readVersioned(ctx, broker, `/api/transactions/${deal.id}`)).version).toBe(
      dealBefore.version,
    );
  });
});

describe('removing and reviewing an item are conditional on its version', () => {
  it('DELETE of an item someone changed meanwhile is refused and the item stays; the current version removes it', async () => {
    const { path } = await dealWithItem();
    expect((await send('PATCH', path, managing, { title: 'Renamed' }, ifMatch(1))).status).toBe(200);
    const stale = await send('DELETE', path, broker, undefined, ifMatch(1));
    expect(stale.status).toBe(409);
    expect(stale.json.error).toMatchObject({
      code: 'STALE_VERSION',
      current: { title: 'Renamed', version: 2 },
    });
    expect((await readVersioned(ctx, broker, path)).title).toBe('Renamed');
    expect((await send('DELETE', path, broker, undefined, ifMatch(2))).status).toBe(200);
    expect((await send('GET', path, broker)).status).toBe(404);
  });

  it('submit, approve and return refuse a stale version and leave the review state as it was', async () => {
    const { path } = await dealWithItem();
    // Submit based on v1 after a colleague edited the item (v2): refused, still pending.
    expect((await send('PATCH', path, managing, { description: 'Read page 3' }, ifMatch(1))).status).toBe(
      200,
    );
    const submit = await send('POST', `${path}/submit`, broker, { note: 'Done' }, ifMatch(1));
    expect(submit.status).toBe(409);
    expect(submit.json.error.current).toMatchObject({ status: 'pending', description: 'Read page 3' });
    expect((await readVersioned(ctx, broker, path)).status).toBe('pending');
    expect((await send('POST', `${path}/submit`, broker, { note: 'Done' }, ifMatch(2))).status).toBe(200);

    // Approve and return based on v3 after the item was edited again (v4): both refused.
    expect((await send('PATCH', path, managing, { due_date: '2026-12-01' }, ifMatch(3))).status).toBe(200);
    const approve = await send('POST', `${path}/approve`, broker, {}, ifMatch(3));
    const back = await send('POST', `${path}/return`, broker, { note: 'Sign it' }, ifMatch(3));
    for (const refused of [approve, back]) {
      expect(refused.status).toBe(409);
      expect(refused.json.error).toMatchObject({ code: 'STALE_VERSION', current: { status: 'submitted' } });
    }
    expect(await readVersioned(ctx, broker, path)).toMatchObject({ status: 'submitted', version: 4 });
  });

  it('of two reviewers deciding the same submission at once, one wins and the other is told it changed, 10 rounds', async () => {
    const { path } = await dealWithItem();
    const outcomes = await raceSameVersion(
      10,
      async () => {
        // Back to submitted for the next round: an approved item is reopened (returned), then resubmitted.
        let item = await readVersioned(ctx, broker, path);
        if (item.status === 'approved')
          item = (await send('POST', `${path}/return`, broker, { note: 'Again' }, ifMatch(item.version)))
            .json;
        if (item.status !== 'submitted')
          item = (await send('POST', `${path}/submit`, broker, {}, ifMatch(item.version))).json;
        expect(item.status).toBe('submitted');
        return item.version;
      },
      (i, version) =>
        i
          ? send('POST', `${path}/return`, managing, { note: 'Missing page' }, ifMatch(version))
          : send('POST', `${path}/approve`, broker, {}, ifMatch(version)),
    );
    expect(outcomes).toEqual(Array.from({ length: 10 }, () => [200, 409]));
  });
});
