import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';

describe('GET /api/health', () => {
  let ctx: TestContext | null = null;
  afterAll(async () => {
    await ctx?.close().catch(() => undefined);
  });

  it('answers 200 while the database answers, and 503 once it does not', async () => {
    ctx = await createTestContext({ seed: false });
    const up = await ctx.request('GET', '/api/health');
    expect(up.status).toBe(200);
    expect(up.json).toMatchObject({ status: 'ok', database: 'ok' });

    await ctx.close();
    const down = await ctx.request('GET', '/api/health');
    expect(down.status).toBe(503);
    expect(down.json).toMatchObject({ status: 'degraded', database: 'unreachable' });
    ctx = null;
  });
});
