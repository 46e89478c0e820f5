import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createDeal, listAll, sessions } from '../transactions-test-kit';

let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;
beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = sessions(ctx);
});
afterAll(() => ctx.close());

const checklistOf = async (id: string, email = 'realtor@demo.test') =>
  (await ctx.request('GET', `/api/transactions/${id}/checklist`, { cookie: await cookieFor(email) })).json
    .items;
const act = async (
  email: string,
  id: string,
  itemId: string,
  verb: string,
  body: Record<string, unknown> = {},
) =>
  ctx.request('POST', `/api/transactions/${id}/checklist/${itemId}/${verb}`, {
    cookie: await cookieFor(email),
    body,
  });

describe('checklist chosen by type and side', () => {
  it('gives a dual purchase both sides’ items once, with the dual agency consent', async () => {
    const deal = await createDeal(ctx, await cookieFor('realtor@demo.test'), {
      side: 'dual',
      year_built: 1960,
    });
    const keys = (await checklistOf(deal.id)).map((i: any) => i.template_key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'listing_agreement',
        'seller_disclosure',
        'buyer_representation',
        'dual_agency_consent',
        'lead_paint_disclosure',
      ]),
    );
    expect(keys.filter((k: string) => k === 'purchase_agreement')).toHaveLength(1);
    expect(deal.checklist.total).toBe(keys.length);
  });

  it('uses the organization’s edited template (Harborview adds a wire fraud advisory)', async () => {
    const deal = await createDeal(ctx, await cookieFor('realtor@demo.test'));
    expect((await checklistOf(deal.id)).map((i: any) => i.template_key)).toContain('wire_fraud_advisory');
    const lakeside = await ctx.request('POST', '/api/transactions', {
      cookie: await cookieFor('realtor@lakeside.demo.test'),
      body: { type: 'purchase', side: 'buyer', address: { line1: '1 Lake Rd', city: 'Lakeside' } },
    });
    expect(
      (await checklistOf(lakeside.json.id, 'realtor@lakeside.demo.test')).map((i: any) => i.template_key),
    ).not.toContain('wire_fraud_advisory');
  });

  it('lets a broker edit the template for future deals only', async () => {
    const cookie = await cookieFor('broker@demo.test');
    const before = await ctx.request('GET', '/api/checklist-templates', { cookie });
    expect(before.json.items.find((t: any) => t.type === 'lease' && t.side === 'tenant').customized).toBe(
      false,
    );
    const put = await ctx.request('PUT', '/api/checklist-templates/lease/tenant', {
      cookie,
      body: {
        name: 'Tenant side',
        items: [
          { key: 'lease_agreement', title: 'Signed lease' },
          { key: 'pet_addendum', title: 'Pet addendum', required: false },
        ],
      },
    });
    expect(put.status).toBe(200);
    const deal = await createDeal(ctx, await cookieFor('leasing_agent@demo.test'), {
      type: 'lease',
      side: 'tenant',
    });
    expect((await checklistOf(deal.id, 'leasing_agent@demo.test')).map((i: any) => i.title)).toEqual([
      'Signed lease',
      'Pet addendum',
    ]);
    expect(
      (
        await ctx.request('PUT', '/api/checklist-templates/lease/tenant', {
          cookie: await cookieFor('realtor@demo.test'),
          body: { name: 'x', items: [] },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await ctx.request('PUT', '/api/checklist-templates/purchase/landlord', {
          cookie,
          body: { name: 'x', items: [] },
        })
      ).status,
    ).toBe(404);
  });
});

describe('review cycle: submit → return with note → resubmit → approve', () => {
  it('follows the cycle with the right people and refuses the wrong steps', async () => {
    const deal = await createDeal(ctx, await cookieFor('realtor@demo.test'), { status: 'active' });
    const item = (await checklistOf(deal.id)).find((i: any) => i.template_key === 'buyer_representation');
    const noDoc = await act('realtor@demo.test', deal.id, item.id, 'submit');
    expect(noDoc.status).toBe(400);
    expect(noDoc.json.error.fields).toHaveProperty('document_id');
    const submitted = await act('realtor@demo.test', deal.id, item.id, 'submit', {
      document_name: 'bra.pdf',
      note: 'Signed by both buyers',
    });
    expect(submitted.json).toMatchObject({
      status: 'submitted',
      submission_count: 1,
      submitted_by: { first_name: 'Riley' },
    });
    expect((await act('realtor@demo.test', deal.id, item.id, 'approve')).status).toBe(403);
    expect(
      (await act('realtor@demo.test', deal.id, item.id, 'submit', { document_name: 'again.pdf' })).status,
    ).toBe(409);
    const noNote = await act('broker@demo.test', deal.id, item.id, 'return', {});
    expect(noNote.status).toBe(400);
    const returned = await act('broker@demo.test', deal.id, item.id, 'return', {
      note: 'Page 2 is not initialled',
    });
    expect(returned.json).toMatchObject({
      status: 'returned',
      note: 'Page 2 is not initialled',
      reviewed_by: { first_name: 'Daniel' },
    });
    expect((await act('broker@demo.test', deal.id, item.id, 'approve')).status).toBe(409);
    const again = await act('realtor@demo.test', deal.id, item.id, 'submit', { document_name: 'bra-v2.pdf' });
    expect(again.json).toMatchObject({
      status: 'submitted',
      submission_count: 2,
      document_name: 'bra-v2.pdf',
      reviewed_by: null,
    });
    const approved = await act('broker@demo.test', deal.id, item.id, 'approve', { note: 'Thanks' });
    expect(approved.json).toMatchObject({ status: 'approved', note: 'Thanks' });
    const timeline = await ctx.request('GET', `/api/transactions/${deal.id}/timeline`, {
      cookie: await cookieFor('realtor@demo.test'),
    });
    expect(timeline.json.items.slice(0, 4).map((e: any) => e.action)).toEqual([
      'checklist.approve',
      'checklist.resubmit',
      'checklist.return',
      'checklist.submit',
    ]);
  });

  it('keeps the closing gate: only a broker removes a required item or makes it optional', async () => {
    const deal = await createDeal(ctx, await cookieFor('realtor@demo.test'));
    const item = (await checklistOf(deal.id)).find((i: any) => i.required);
    const cookie = await cookieFor('realtor@demo.test');
    expect(
      (
        await ctx.request('PATCH', `/api/transactions/${deal.id}/checklist/${item.id}`, {
          cookie,
          body: { required: false },
        })
      ).status,
    ).toBe(403);
    expect(
      (await ctx.request('DELETE', `/api/transactions/${deal.id}/checklist/${item.id}`, { cookie })).status,
    ).toBe(403);
    const added = await ctx.request('POST', `/api/transactions/${deal.id}/checklist`, {
      cookie,
      body: { title: 'HOA estoppel letter', requires_document: true, position: 0 },
    });
    expect(added.status).toBe(201);
    expect((await checklistOf(deal.id))[0].title).toBe('HOA estoppel letter');
    const broker = await ctx.request('PATCH', `/api/transactions/${deal.id}/checklist/${item.id}`, {
      cookie: await cookieFor('broker@demo.test'),
      body: { required: false },
    });
    expect(broker.json.required).toBe(false);
  });

  it('hides reviewer notes from a client', async () => {
    const buyerDeals = await listAll(ctx, await cookieFor('buyer@demo.test'));
    const items = await checklistOf(buyerDeals[0].id, 'buyer@demo.test');
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i: any) => i.note === null)).toBe(true);
  });
});

describe('review queue', () => {
  it('lists submitted items across the reviewer’s deals, oldest first, in stable pages', async () => {
    const cookie = await cookieFor('broker@demo.test');
    const all = await listAll(ctx, cookie, '/api/transactions/review-queue', 'limit=7');
    expect(all.length).toBeGreaterThan(10);
    expect(all.every((i) => i.status === 'submitted')).toBe(true);
    const times = all.map((i) => i.submitted_at);
    expect([...times].sort()).toEqual(times);
    expect(new Set(all.map((i) => i.transaction.id)).size).toBeGreaterThan(3);
    const lakesideOrg = ctx.seed!.lakeside.id;
    const lakesideDeals = await listAll(ctx, await cookieFor('broker@lakeside.demo.test'));
    expect(lakesideDeals.every((d) => d.organization_id === lakesideOrg)).toBe(true);
    expect(all.some((i) => lakesideDeals.some((d) => d.id === i.transaction.id))).toBe(false);
  });

  it('is for reviewers only', async () => {
    expect(
      (
        await ctx.request('GET', '/api/transactions/review-queue', {
          cookie: await cookieFor('realtor@demo.test'),
        })
      ).status,
    ).toBe(403);
    const tl = await ctx.request('GET', '/api/transactions/review-queue?limit=100', {
      cookie: await cookieFor('team_leader@demo.test'),
    });
    expect(tl.status).toBe(200);
    const visible = new Set((await listAll(ctx, await cookieFor('team_leader@demo.test'))).map((d) => d.id));
    expect(tl.json.items.every((i: any) => visible.has(i.transaction.id))).toBe(true);
  });

  it('drops an item once approved', async () => {
    const cookie = await cookieFor('broker@demo.test');
    const first = (await ctx.request('GET', '/api/transactions/review-queue?limit=1', { cookie })).json
      .items[0];
    await act('broker@demo.test', first.transaction.id, first.id, 'approve');
    const next = (await ctx.request('GET', '/api/transactions/review-queue?limit=1', { cookie })).json
      .items[0];
    expect(next.id).not.toBe(first.id);
    expect(next.submitted_at >= first.submitted_at).toBe(true);
  });
});
