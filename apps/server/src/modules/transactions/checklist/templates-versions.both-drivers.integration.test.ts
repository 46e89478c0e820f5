import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { ifMatch, raceSameVersion, readVersioned } from '../../../test/versioning-kit';
import { sessions } from '../transactions-test-kit';

/** Issue 19 for the organization's templates and CRM settings (ADR 0093). */
let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;
beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = sessions(ctx);
});
afterAll(() => ctx.close());

const MANAGER = 'managing_broker@demo.test';
const OTHER_ORG = 'broker@lakeside.demo.test';
const CHECKLIST = '/api/checklist-templates';
const KEY_DATES = '/api/key-date-templates';
const keyDates = (label: string) => [
  { key: 'acceptance', label: 'Contract acceptance', kind: 'absolute', is_deadline: false },
  { key: 'closing', label, kind: 'relative', anchor_key: 'acceptance', offset_days: 30 },
];
const checklist = (name: string) => ({ name, items: [{ key: 'offer', title: 'Signed offer' }] });

describe('checklist templates', () => {
  it('answers the built-in default as version 1; the first edit needs it and makes version 2', async () => {
    const cookie = await cookieFor(MANAGER);
    const path = `${CHECKLIST}/sale/seller`;
    const opened = await readVersioned(ctx, cookie, path);
    expect(opened).toMatchObject({ customized: false, version: 1 });
    const list = await ctx.request('GET', CHECKLIST, { cookie });
    expect(list.json.items.find((t: any) => t.type === 'sale' && t.side === 'seller').version).toBe(1);

    const wrong = await ctx.request('PUT', path, { cookie, body: checklist('Mine'), headers: ifMatch(2) });
    expect(wrong.status).toBe(409);
    expect(wrong.json.error.current).toMatchObject({ customized: false, version: 1 });
    const first = await ctx.request('PUT', path, { cookie, body: checklist('Mine'), headers: ifMatch(1) });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json).toMatchObject({ name: 'Mine', customized: true, version: 2 });
    expect((await readVersioned(ctx, cookie, path)).version).toBe(2);
  });

  it('refuses a stale edit with the template now and who changed it, and leaves it as it was', async () => {
    const mine = await cookieFor(MANAGER);
    const theirs = await cookieFor('broker@demo.test');
    const path = `${CHECKLIST}/lease/landlord`;
    const opened = await readVersioned(ctx, mine, path);
    const first = await ctx.request('PUT', path, {
      cookie: theirs,
      body: checklist('Theirs'),
      headers: ifMatch(opened.version),
    });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    const stale = await ctx.request('PUT', path, {
      cookie: mine,
      body: checklist('Mine'),
      headers: ifMatch(opened.version),
    });
    expect(stale.status).toBe(409);
    expect(stale.json.error).toMatchObject({
      code: 'STALE_VERSION',
      current: { name: 'Theirs', version: first.json.version },
      changed_by: { name: expect.any(String) },
    });
    expect(stale.json.error.changed_at).toEqual(expect.any(String));
    expect((await readVersioned(ctx, mine, path)).name).toBe('Theirs');
  });

  it('lets only one of two first edits based on the built-in win', async () => {
    const cookie = await cookieFor(MANAGER);
    const outcomes = await raceSameVersion(
      3,
      async () => (await readVersioned(ctx, cookie, `${CHECKLIST}/referral/tenant`)).version,
      (i, version, round) =>
        ctx.request('PUT', `${CHECKLIST}/referral/tenant`, {
          cookie,
          body: checklist(`Writer ${i} round ${round}`),
          headers: ifMatch(version),
        }),
    );
    expect(outcomes).toEqual([
      [200, 409],
      [200, 409],
      [200, 409],
    ]);
  });

  it('answers 404 for a side the type does not have', async () => {
    const cookie = await cookieFor(MANAGER);
    expect((await ctx.request('GET', `${CHECKLIST}/purchase/seller`, { cookie })).status).toBe(404);
  });
});

describe('key-date sets', () => {
  it('counts on across a reset: a form opened before it is refused', async () => {
    const cookie = await cookieFor(MANAGER);
    const path = `${KEY_DATES}/sale`;
    const builtIn = await readVersioned(ctx, cookie, path);
    expect(builtIn).toMatchObject({ customized: false, version: 1 });
    const saved = await ctx.request('PUT', path, {
      cookie,
      body: { items: keyDates('Closing') },
      headers: ifMatch(1),
    });
    expect(saved.json).toMatchObject({ customized: true, version: 2 });
    const reset = await ctx.request('DELETE', path, { cookie, headers: ifMatch(2) });
    expect(reset.status, JSON.stringify(reset.json)).toBe(200);
    expect(reset.json).toMatchObject({ customized: false, version: 3 });
    // Someone who opened the built-in set (version 1) or the customized one (2) is refused.
    for (const version of [1, 2]) {
      const stale = await ctx.request('PUT', path, {
        cookie,
        body: { items: keyDates('Late') },
        headers: ifMatch(version),
      });
      expect(stale.status).toBe(409);
      expect(stale.json.error.current).toMatchObject({ customized: false, version: 3 });
    }
    // Resetting a built-in set writes nothing; a stale reset is refused all the same.
    expect((await ctx.request('DELETE', path, { cookie, headers: ifMatch(3) })).json.version).toBe(3);
    expect((await ctx.request('DELETE', path, { cookie, headers: ifMatch(2) })).status).toBe(409);
  });

  it('names only this organization’s last change in a 409', async () => {
    const mine = await cookieFor(MANAGER);
    const other = await cookieFor(OTHER_ORG);
    const path = `${KEY_DATES}/purchase`;
    const opened = await readVersioned(ctx, mine, path);
    const saved = await ctx.request('PUT', path, {
      cookie: mine,
      body: { items: keyDates('Ours') },
      headers: ifMatch(opened.version),
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    // The other organization edits its own purchase set afterwards: separate version, separate audit.
    const theirs = await readVersioned(ctx, other, path);
    expect(theirs.version).toBe(1);
    expect(
      (
        await ctx.request('PUT', path, {
          cookie: other,
          body: { items: keyDates('Theirs') },
          headers: ifMatch(1),
        })
      ).status,
    ).toBe(200);
    const stale = await ctx.request('PUT', path, {
      cookie: mine,
      body: { items: keyDates('Late') },
      headers: ifMatch(opened.version),
    });
    expect(stale.status).toBe(409);
    const me = await ctx.request('GET', '/api/me', { cookie: mine });
    expect(stale.json.error.changed_by.id).toBe(me.json.user.id);
  });
});

describe('CRM settings', () => {
  it('refuse a stale change with the current settings, and keep them', async () => {
    const cookie = await cookieFor(MANAGER);
    const opened = await readVersioned(ctx, cookie, '/api/contacts/settings');
    const v = opened.version;
    const first = await ctx.request('PATCH', '/api/contacts/settings', {
      cookie,
      body: { needs_attention_days: 10 },
      headers: ifMatch(v),
    });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json).toMatchObject({ needs_attention_days: 10, version: v + 1 });
    const stale = await ctx.request('PATCH', '/api/contacts/settings', {
      cookie,
      body: { needs_attention_days: 20 },
      headers: ifMatch(v),
    });
    expect(stale.status).toBe(409);
    expect(stale.json.error.current).toMatchObject({ needs_attention_days: 10, version: v + 1 });
    expect(stale.json.error.changed_by).toEqual(expect.objectContaining({ name: expect.any(String) }));
    expect((await readVersioned(ctx, cookie, '/api/contacts/settings')).needs_attention_days).toBe(10);
    // The version in the body works like If-Match.
    const byBody = await ctx.request('PATCH', '/api/contacts/settings', {
      cookie,
      body: { needs_attention_days: 20, version: v + 1 },
    });
    expect(byBody.json).toMatchObject({ needs_attention_days: 20, version: v + 2 });
  });
});
