import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { transactionChangeRequests } from '../transaction-work.schema';
import { createDeal, listAll, sessions } from '../transactions.test-kit';

/**
 * Commission figures (ARCHITECTURE §4, spec §6): managing_broker, brokerage_admin and system admins,
 * plus the owner only when the owner's role is in the agent or management group — never a client
 * who owns a deal (investors and landlords can create deals). The approval queue follows the same rule.
 */
let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;
let investorDeal: { id: string; status: string };
const MLS = 'INV-FIGURES-1';
const plan = (agent: string) => ({
  buyer_side: { kind: 'percent', rate_bps: 300 },
  agents: [{ user_id: agent, side: 'buyer', share_bps: 10_000, split_bps: 7_000 }],
});

beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = sessions(ctx);
  investorDeal = await createDeal(ctx, await cookieFor('investor@demo.test'), {
    mls_number: MLS,
    sale_price_cents: 41_234_567,
  });
  const set = await ctx.request('PATCH', `/api/transactions/${investorDeal.id}`, {
    cookie: await cookieFor('managing_broker@demo.test'),
    body: { commission: plan(ctx.seed!.harborview.users.get('realtor')!) },
  });
  expect(set.status, JSON.stringify(set.json)).toBe(200);
});
afterAll(() => ctx.close());

const hasFigures = (value: unknown): boolean =>
  !!value &&
  typeof value === 'object' &&
  Object.entries(value).some(([k, v]) => ['commission', 'financials'].includes(k) || hasFigures(v));

async function seenBy(email: string) {
  const cookie = await cookieFor(email);
  const detail = await ctx.request('GET', `/api/transactions/${investorDeal.id}`, { cookie });
  expect(detail.status).toBe(200);
  const row = (await listAll(ctx, cookie, '/api/transactions', `limit=100&q=${MLS}`)).find(
    (d) => d.id === investorDeal.id,
  );
  const csv = await ctx.request('GET', `/api/transactions/export?q=${MLS}&status=${investorDeal.status}`, {
    cookie,
  });
  expect(csv.status).toBe(200);
  const [header, line] = csv.text.trim().split('\r\n');
  expect(line!.startsWith(investorDeal.id)).toBe(true);
  return { detail: detail.json, row, header: header!, line: line! };
}

describe('commission figures of a deal a client owns', () => {
  it('the investor who owns the deal sees no figure in detail, list or export', async () => {
    const seen = await seenBy('investor@demo.test');
    expect(seen.detail.financials_visible).toBe(false);
    expect(seen.detail.access.can_see_financials).toBe(false);
    expect(hasFigures(seen.detail)).toBe(false);
    expect(seen.row.financials_visible).toBe(false);
    expect(hasFigures(seen.row)).toBe(false);
    expect(seen.header).not.toContain('Gross commission');
    expect(seen.line).not.toContain('12370');
  });

  it('the managing broker sees them in detail, list and export', async () => {
    const seen = await seenBy('managing_broker@demo.test');
    expect(seen.detail.financials_visible).toBe(true);
    expect(seen.detail.commission.breakdown).toMatchObject({ gross_cents: 1_237_037 });
    expect(seen.row.financials).toMatchObject({ gross_commission_cents: 1_237_037 });
    expect(seen.header).toContain('Gross commission');
    expect(seen.line).toContain('12370.37');
  });

  it('the investor may not set or change the commission of their own deal', async () => {
    const cookie = await cookieFor('investor@demo.test');
    const change = await ctx.request('PATCH', `/api/transactions/${investorDeal.id}`, {
      cookie,
      body: { commission: null },
    });
    expect(change.status).toBe(403);
    const create = await ctx.request('POST', '/api/transactions', {
      cookie,
      body: {
        type: 'purchase',
        side: 'buyer',
        address: { line1: '3 Investor Way', city: 'Harborview', state: 'WA', postal_code: '98110' },
        commission: plan(ctx.seed!.harborview.users.get('realtor')!),
      },
    });
    expect(create.status).toBe(403);
    expect(create.json.error.fields).toHaveProperty('commission');
  });
});

describe('approval queue items holding a commission change', () => {
  // The API no longer lets anyone who needs approval draft a commission change, but stored ones
  // (drafted under the old rule) remain; they are inserted here as they would sit in the table.
  const queue = async (drafterRole: 'admin_assistant' | 'transaction_coordinator') => {
    const [row] = await ctx.db
      .insert(transactionChangeRequests)
      .values({
        organizationId: ctx.seed!.harborview.id,
        transactionId: investorDeal.id,
        requestedBy: ctx.seed!.harborview.users.get(drafterRole)!,
        kind: 'update',
        payload: { beds: 5, commission: plan(ctx.seed!.harborview.users.get('realtor')!) },
        summary: 'Change beds, commission',
      })
      .returning({ id: transactionChangeRequests.id });
    return row!.id;
  };
  const itemIn = async (email: string, box: 'mine' | 'to_review', id: string) => {
    const res = await ctx.request('GET', `/api/transactions/approvals?box=${box}`, {
      cookie: await cookieFor(email),
    });
    expect(res.status).toBe(200);
    const item = res.json.items.find((a: { id: string }) => a.id === id);
    expect(item, `${email} sees the item`).toBeDefined();
    return item;
  };

  it('shows the figures to the supervising managing broker, not to the drafter', async () => {
    const id = await queue('admin_assistant');
    const mb = await itemIn('managing_broker@demo.test', 'to_review', id);
    expect(mb.payload).toMatchObject({ beds: 5, commission: { buyer_side: { rate_bps: 300 } } });
    const drafter = await itemIn('admin_assistant@demo.test', 'mine', id);
    expect(drafter.payload).toEqual({ beds: 5 });
  });

  it('keeps them from a supervising broker without the right, in the queue and in the decision', async () => {
    const id = await queue('transaction_coordinator');
    const broker = await itemIn('broker@demo.test', 'to_review', id);
    expect(broker.payload).toEqual({ beds: 5 });
    const rejected = await ctx.request('POST', `/api/transactions/approvals/${id}/reject`, {
      cookie: await cookieFor('broker@demo.test'),
      body: { note: 'No' },
    });
    expect(rejected.status, JSON.stringify(rejected.json)).toBe(200);
    expect(rejected.json).toMatchObject({ status: 'rejected', payload: { beds: 5 } });
    expect(hasFigures(rejected.json)).toBe(false);
  });
});
