import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { MAX_JSON_DEPTH } from './json-depth';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** About 40 KB: 20,000 arrays inside one another under one key. */
const deeplyNested = (key: string) => `{"${key}":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;

describe('deeply nested JSON bodies', () => {
  it('answer 400 on a route of the API and on sign-in, and the server goes on answering', async () => {
    const cookie = await ctx.signIn('realtor@demo.test');
    const profile = await ctx.request('PATCH', '/api/me/profile', { cookie, body: deeplyNested('first_name') });
    expect(profile.status).toBe(400);
    expect(profile.json.error.message).toContain(`${MAX_JSON_DEPTH} levels`);
    const signIn = await ctx.request('POST', '/api/auth/sign-in/email', { body: deeplyNested('email') });
    expect(signIn.status).toBe(400);
    const unknownAuthPath = await ctx.request('POST', '/api/auth/sign-in/social', { body: deeplyNested('provider') });
    expect(unknownAuthPath.status).toBe(400);
    expect((await ctx.request('GET', '/api/me', { cookie })).status).toBe(200);
  });

  it('accepts a body nested as deep as allowed', async () => {
    const cookie = await ctx.signIn('realtor@demo.test');
    // The depth check passes; the contract then refuses the value with its own field error.
    const body = `{"first_name":${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)}}`;
    const response = await ctx.request('PATCH', '/api/me/profile', { cookie, body });
    expect(response.status).toBe(400);
    expect(response.json.error.fields).toHaveProperty('first_name');
  });
});
