import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { declaredRoutes } from '../../test/route-table';

/**
 * Every route of the API called with a token holding one permission (issue 36 item 5): only the
 * routes of that permission, and the `authenticated` routes that allow tokens, get past access.
 */
let ctx: TestContext;
let token: string;
const PERMISSION = 'read:transactions';
const SOME_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  ctx = await createTestContext();
  const cookie = await ctx.signIn('broker@demo.test');
  const made = await ctx.request('POST', '/api/tokens', { cookie, body: { name: 'Walk', permissions: [PERMISSION] } });
  expect(made.status, JSON.stringify(made.json)).toBe(201);
  token = made.json.token;
});
afterAll(() => ctx.close());

describe('a token limited to one permission, on every route', () => {
  it('is refused (403) everywhere but on that permission’s routes and those that allow tokens', async () => {
    // Public routes take no credential, except those that read an optional session (the profile).
    const routes = declaredRoutes().filter((r) => r.access !== 'public' || r.session === 'optional');
    expect(routes.length).toBeGreaterThan(300);
    const wrong: string[] = [];
    let passed = 0;
    for (const route of routes) {
      const path = route.path.replace(/:[A-Za-z]+/g, SOME_ID);
      const body = route.method === 'get' || route.method === 'delete' ? undefined : {};
      const response = await ctx.request(route.method.toUpperCase(), path, {
        headers: { authorization: `Bearer ${token}` },
        ...(body && { body }),
      });
      const selfService = route.access === 'authenticated' || route.access === 'public';
      const mayPass = route.access === PERMISSION || (selfService && route.apiTokens === 'allowed');
      if (mayPass) passed += 1;
      if (mayPass === (response.status === 403)) wrong.push(`${route.method.toUpperCase()} ${route.path} → ${response.status}`);
    }
    expect(passed).toBeGreaterThan(5);
    expect(wrong).toEqual([]);
  });

  it('cannot change its user’s profile, notifications or tokens, nor open the realtime socket', async () => {
    const auth = { headers: { authorization: `Bearer ${token}` } };
    const attempts = [
      ['PATCH', '/api/me/profile', { first_name: 'Mallory' }],
      ['GET', '/api/tokens', undefined],
      ['POST', '/api/tasks', { title: 'From a token' }],
      ['GET', '/api/realtime', undefined],
    ] as const;
    for (const [method, path, body] of attempts) {
      const response = await ctx.request(method, path, { ...auth, ...(body && { body }) });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    const me = await ctx.request('GET', '/api/me', auth);
    expect(me.status).toBe(200);
    expect(me.json.user.first_name).not.toBe('Mallory');
  });
});
