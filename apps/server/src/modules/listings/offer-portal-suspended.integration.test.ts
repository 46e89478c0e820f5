import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { sessions } from '../transactions/transactions-test-kit';
import { BROKERAGE_SUSPENDED_MESSAGE } from './offer-links.service';
import { listingWithLink, newOffer } from './listings-test-kit';

/** Issue 17 item 4, ADR 0173: a suspended organization's public offer links say so. */
describe('offer links of a suspended organization', () => {
  let ctx: TestContext;
  let as: (email: string) => Promise<string>;
  beforeAll(async () => {
    ctx = await createTestContext();
    as = sessions(ctx);
  });
  afterAll(() => ctx.close());

  it('answer 403 "not accepting offers online" while suspended, and work again once reinstated', async () => {
    const realtor = await as('realtor@demo.test');
    const { linkKey } = await listingWithLink(ctx, realtor);
    const admin = await as('system_admin@demo.test');
    const rows = await ctx.db.execute(
      sql`select id::text as id from organizations where name = 'Harborview Realty'`,
    );
    const harborviewId = (rows as unknown as { rows: { id: string }[] }).rows[0]!.id;
    expect((await ctx.request('GET', `/api/offer-links/${linkKey}`)).status).toBe(200);

    const suspend = await ctx.request('POST', `/api/admin/organizations/${harborviewId}/suspend`, {
      cookie: admin,
      body: { reason: 'Licence review' },
    });
    expect(suspend.status).toBe(200);
    const summary = await ctx.request('GET', `/api/offer-links/${linkKey}`);
    expect(summary.status).toBe(403);
    expect(summary.json.error).toMatchObject({ code: 'FORBIDDEN', message: BROKERAGE_SUSPENDED_MESSAGE });
    const submit = await ctx.request('POST', `/api/offer-links/${linkKey}`, { body: newOffer() });
    expect(submit.status).toBe(403);
    expect(submit.json.error.message).toBe(BROKERAGE_SUSPENDED_MESSAGE);
    // An unknown key still answers the plain 404: the suspension is only told for real links.
    expect((await ctx.request('GET', `/api/offer-links/${'x'.repeat(32)}`)).status).toBe(404);

    const reinstate = await ctx.request('POST', `/api/admin/organizations/${harborviewId}/reinstate`, {
      cookie: admin,
    });
    expect(reinstate.status).toBe(200);
    expect((await ctx.request('GET', `/api/offer-links/${linkKey}`)).status).toBe(200);
  });
});
