import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { ifMatch, raceSameVersion, readVersioned } from '../../test/versioning-kit';
import { cookieJar } from '../../test/integration-helpers';

let ctx: TestContext;
let realtor: string;
let broker: string;
beforeAll(async () => {
  ctx = await createTestContext();
  const as = cookieJar(ctx);
  realtor = await as('realtor@demo.test');
  broker = await as('broker@demo.test');
});
afterAll(() => ctx.close());

const newContact = async () => {
  const res = await ctx.request('POST', '/api/contacts', {
    cookie: realtor,
    body: { first_name: 'Vera', last_name: 'Version', notes: 'original' },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json;
};
const patch = (id: string, cookie: string, body: unknown, headers?: Record<string, string>) =>
  ctx.request('PATCH', `/api/contacts/${id}`, { cookie, body, headers });

describe('PATCH /api/contacts/:id is conditional on the version (issue 19)', () => {
  it('applies a write based on the current version and bumps it', async () => {
    const contact = await newContact();
    expect(contact.version).toBe(1);
    const opened = await readVersioned(ctx, realtor, `/api/contacts/${contact.id}`);
    const res = await patch(contact.id, realtor, { notes: 'mine' }, ifMatch(opened.version));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({ notes: 'mine', version: 2 });
  });

  it('refuses a stale write with 409 STALE_VERSION, the current contact and who changed it, and changes nothing', async () => {
    const contact = await newContact();
    const first = await patch(contact.id, broker, { notes: 'broker was here' }, ifMatch(contact.version));
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    const stale = await patch(
      contact.id,
      realtor,
      { notes: 'mine', stage: 'qualified' },
      ifMatch(contact.version),
    );
    expect(stale.status).toBe(409);
    expect(stale.json.error).toMatchObject({
      code: 'STALE_VERSION',
      current: { id: contact.id, notes: 'broker was here', version: 2 },
      changed_by: { id: ctx.seed!.harborview.users.get('broker') },
    });
    expect(Date.parse(stale.json.error.changed_at)).not.toBeNaN();
    const now = await readVersioned(ctx, realtor, `/api/contacts/${contact.id}`);
    expect(now).toMatchObject({ notes: 'broker was here', stage: contact.stage, version: 2 });
  });

  it('lets exactly one of two concurrent writes based on the same version win, 20 rounds', async () => {
    const contact = await newContact();
    const outcomes = await raceSameVersion(
      20,
      async () => (await readVersioned(ctx, realtor, `/api/contacts/${contact.id}`)).version,
      (i, version, round) =>
        patch(contact.id, i ? broker : realtor, { notes: `round ${round} by ${i}` }, ifMatch(version)),
    );
    expect(outcomes).toEqual(Array.from({ length: 20 }, () => [200, 409]));
    expect((await readVersioned(ctx, realtor, `/api/contacts/${contact.id}`)).version).toBe(21);
  });
});
