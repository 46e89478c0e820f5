import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
let ctx: TestContext;
beforeAll(async () => { const t = Date.now(); ctx = await createTestContext(); console.log('ctx ms', Date.now() - t); });
afterAll(() => ctx.close());
it('smoke', async () => {
  const cookie = await ctx.signIn('realtor@demo.test');
  const list = await ctx.request('GET', '/api/contacts?limit=5', { cookie });
  console.log(list.status, JSON.stringify(list.json).slice(0, 1500));
  expect(list.status).toBe(200);
});
