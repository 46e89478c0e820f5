import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { transactions } from '../transactions/transactions.schema';
import { createDeal, sessions } from '../transactions/transactions-test-kit';
import { companyDollar, sideGross } from './company-dollar.sql';

let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;
beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = sessions(ctx);
});
afterAll(() => ctx.close());

const percent = (rate_bps: number) => ({ kind: 'percent', rate_bps });
const flat = (amount_cents: number) => ({ kind: 'flat', amount_cents });

describe('company dollar in SQL', () => {
  it('equals computeCommission for plans with referrals, uneven shares and every kind of fee', async () => {
    const users = ctx.seed!.harborview.users;
    const [realtor, broker, lead] = [users.get('realtor')!, users.get('broker')!, users.get('team_leader')!];
    const plans = [
      {
        type: 'purchase',
        side: 'dual',
        sale_price_cents: 41_234_567,
        commission: {
          listing_side: percent(250),
          buyer_side: percent(275),
          referral: { side: 'buyer', rate_bps: 2_500, payee: 'Relocation Partners' },
          agents: [
            { user_id: realtor, side: 'listing', share_bps: 3_333, split_bps: 7_000 },
            { user_id: broker, side: 'listing', share_bps: 6_667, split_bps: 9_000 },
            { user_id: realtor, side: 'buyer', share_bps: 5_000, split_bps: 7_000 },
            { user_id: lead, side: 'buyer', share_bps: 2_500, split_bps: 8_000 },
            { user_id: broker, side: 'buyer', share_bps: 2_500, split_bps: 9_000 },
          ],
          fees: [
            {
              label: 'E&O',
              amount: percent(500),
              paid_by: 'agent',
              agent_user_id: broker,
              payee: 'brokerage',
            },
            {
              label: 'MLS',
              amount: flat(12_345),
              paid_by: 'agent',
              agent_user_id: realtor,
              payee: 'external',
            },
            {
              label: 'Franchise',
              amount: percent(300),
              paid_by: 'brokerage',
              agent_user_id: null,
              payee: 'external',
            },
            {
              label: 'Desk',
              amount: flat(10_000),
              paid_by: 'brokerage',
              agent_user_id: null,
              payee: 'external',
            },
          ],
        },
      },
      {
        type: 'sale',
        side: 'seller',
        list_price_cents: 99_999_999,
        commission: {
          listing_side: flat(1_234_567),
          agents: [
            { user_id: realtor, side: 'listing', share_bps: 3_333, split_bps: 6_500 },
            { user_id: lead, side: 'listing', share_bps: 3_333, split_bps: 8_000 },
            { user_id: broker, side: 'listing', share_bps: 3_334, split_bps: 9_000 },
          ],
          fees: [
            {
              label: 'Fee',
              amount: percent(1_000),
              paid_by: 'agent',
              agent_user_id: lead,
              payee: 'brokerage',
            },
          ],
        },
      },
    ];
    const manager = await cookieFor('managing_broker@demo.test');
    for (const plan of plans) {
      const deal = await createDeal(ctx, await cookieFor('realtor@demo.test'), plan);
      const detail = await ctx.request('GET', `/api/transactions/${deal.id}`, { cookie: manager });
      const breakdown = detail.json.commission.breakdown;
      const [row] = await ctx.db
        .select({ company: companyDollar, listing: sideGross('listing'), buyer: sideGross('buyer') })
        .from(transactions)
        .where(eq(transactions.id, deal.id));
      expect(Number(row!.listing) + Number(row!.buyer)).toBe(breakdown.gross_cents);
      expect(Number(row!.company)).toBe(breakdown.brokerage.net_cents);
    }
  });
});
