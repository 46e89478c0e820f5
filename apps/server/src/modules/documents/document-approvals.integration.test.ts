import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { createDeal, sessions } from '../transactions/transactions-test-kit';
import { pdfBytes, uploadDocument, uploadRaw } from './documents-test-kit';

let ctx: TestContext;
let as: ReturnType<typeof sessions>;
let dataDir: string;
const user = (role: string) => ctx.seed!.harborview.users.get(role as never)!;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'threshold-doc-approvals-'));
  ctx = await createTestContext({ env: { DATA_DIR: dataDir } });
  as = sessions(ctx);
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A realtor's deal with one document on it. */
async function realtorDocument(name = 'Listing disclosure') {
  const realtor = await as('realtor@demo.test');
  const deal = await createDeal(ctx, realtor);
  const doc = await uploadDocument(ctx, realtor, {
    name,
    transaction_id: deal.id,
    document_type: 'disclosure',
  });
  return { realtor, deal, doc };
}

const ask = async (cookie: string, docId: string, approverIds: string[], message?: string) =>
  ctx.request('POST', `/api/documents/${docId}/approvals`, {
    cookie,
    body: { approver_ids: approverIds, ...(message && { message }) },
  });

const decide = async (cookie: string, docId: string, approvalId: string, body: Record<string, unknown>) =>
  ctx.request('POST', `/api/documents/${docId}/approvals/${approvalId}/decide`, { cookie, body });

const waitingIds = async (cookie: string) => {
  const res = await ctx.request('GET', '/api/documents?waiting=me&limit=100', { cookie });
  expect(res.status).toBe(200);
  return res.json.items.map((d: { id: string }) => d.id) as string[];
};

describe('who may be asked', () => {
  it('offers members with canApproveDocuments who can see the document, never the caller', async () => {
    const { realtor, doc } = await realtorDocument();
    const res = await ctx.request('GET', `/api/documents/${doc.id}/approvers`, { cookie: realtor });
    expect(res.status).toBe(200);
    const offered = res.json.items.map((c: { id: string }) => c.id);
    expect(offered).toContain(user('broker'));
    expect(offered).not.toContain(user('realtor'));
    expect(offered).not.toContain(user('leasing_agent')); // cannot approve documents
    expect(offered).not.toContain(user('attorney')); // approves, but is not assigned to the deal
  });

  it('refuses approvers who cannot approve or cannot see the document (400), and an out-of-scope document (404)', async () => {
    const { realtor, doc } = await realtorDocument();
    const notApprover = await ask(realtor, doc.id, [user('leasing_agent')]);
    expect(notApprover.status).toBe(400);
    expect(notApprover.json.error.fields.approver_ids).toBeTruthy();
    expect((await ask(realtor, doc.id, [user('attorney')])).status).toBe(400);
    const outsider = await as('leasing_agent@demo.test');
    expect((await ask(outsider, doc.id, [user('broker')])).status).toBe(404);
    expect(
      (await ctx.request('GET', `/api/documents/${doc.id}/approvals`, { cookie: outsider })).status,
    ).toBe(404);
  });
});

describe('asking and deciding', () => {
  it('e-mails the approver a link, lists it as waiting for them, and records the activity', async () => {
    const { realtor, doc } = await realtorDocument('Seller disclosure to approve');
    const broker = await as('broker@demo.test');
    const res = await ask(realtor, doc.id, [user('broker')], 'Please check page 2');
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.state).toBe('pending');
    const mail = await ctx.newestMailTo('broker@demo.test');
    expect(mail?.subject).toContain('Seller disclosure to approve');
    expect(mail?.links.some((l: string) => l.endsWith(`/documents/${doc.id}`))).toBe(true);
    expect(await waitingIds(broker)).toContain(doc.id);
    expect(await waitingIds(realtor)).not.toContain(doc.id);
    const detail = await ctx.request('GET', `/api/documents/${doc.id}`, { cookie: broker });
    expect(detail.json.approval_state).toBe('pending');
    expect(detail.json.waiting).toEqual([{ reason: 'approval', since: expect.any(String) }]);
    const again = await ask(realtor, doc.id, [user('broker')]);
    expect(again.status).toBe(400);
    const activity = await ctx.request('GET', `/api/documents/${doc.id}/activity`, { cookie: realtor });
    expect(activity.json.items.map((a: { action: string }) => a.action)).toContain(
      'document.approval_request',
    );
  });

  it('a return needs a comment (400), only the approver decides (404 for others), and only once (409)', async () => {
    const { realtor, doc } = await realtorDocument();
    const broker = await as('broker@demo.test');
    const asked = await ask(realtor, doc.id, [user('broker')]);
    const approvalId = asked.json.items[0].id;
    const noComment = await decide(broker, doc.id, approvalId, { decision: 'return' });
    expect(noComment.status).toBe(400);
    expect(noComment.json.error.fields.comment).toBeTruthy();
    const managing = await as('managing_broker@demo.test');
    expect((await decide(managing, doc.id, approvalId, { decision: 'approve' })).status).toBe(404);
    expect((await decide(realtor, doc.id, approvalId, { decision: 'approve' })).status).toBe(404);
    const returned = await decide(broker, doc.id, approvalId, { decision: 'return', comment: 'Sign page 3' });
    expect(returned.status, JSON.stringify(returned.json)).toBe(200);
    expect(returned.json.state).toBe('returned');
    expect(returned.json.items[0]).toMatchObject({ status: 'returned', comment: 'Sign page 3' });
    expect((await decide(broker, doc.id, approvalId, { decision: 'approve' })).status).toBe(409);
    expect(await waitingIds(broker)).not.toContain(doc.id);
    const activity = await ctx.request('GET', `/api/documents/${doc.id}/activity`, { cookie: realtor });
    expect(activity.json.items[0]).toMatchObject({
      action: 'document.return',
      details: { comment: 'Sign page 3' },
    });
  });

  it('a new version cancels pending requests; asking again and approving makes the document approved', async () => {
    const { realtor, doc } = await realtorDocument();
    const broker = await as('broker@demo.test');
    await ask(realtor, doc.id, [user('broker')]);
    const uploaded = await uploadRaw(ctx, realtor, `/api/documents/${doc.id}/versions`, await pdfBytes('v2'));
    expect(uploaded.status).toBe(201);
    expect(uploaded.json.approval_state).toBe('none');
    const afterVersion = await ctx.request('GET', `/api/documents/${doc.id}/approvals`, { cookie: realtor });
    expect(afterVersion.json.items[0]).toMatchObject({ status: 'cancelled', cancel_reason: 'new_version' });
    expect(await waitingIds(broker)).not.toContain(doc.id);
    const asked = await ask(realtor, doc.id, [user('broker')]);
    expect(asked.json.items[0].document_version).toBe(2);
    const approved = await decide(broker, doc.id, asked.json.items[0].id, { decision: 'approve' });
    expect(approved.json.state).toBe('approved');
    const listed = await ctx.request(
      'GET',
      `/api/documents?transaction_id=${(await ctx.request('GET', `/api/documents/${doc.id}`, { cookie: realtor })).json.transaction.id}`,
      { cookie: realtor },
    );
    expect(listed.json.items.find((d: { id: string }) => d.id === doc.id).approval_state).toBe('approved');
  });

  it('the sender may cancel a pending request once', async () => {
    const { realtor, doc } = await realtorDocument();
    const asked = await ask(realtor, doc.id, [user('broker')]);
    const path = `/api/documents/${doc.id}/approvals/${asked.json.items[0].id}/cancel`;
    const cancelled = await ctx.request('POST', path, { cookie: realtor });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.state).toBe('none');
    expect((await ctx.request('POST', path, { cookie: realtor })).status).toBe(409);
  });
});

describe('the checklist and the document approval agree', () => {
  async function linkedItem() {
    const { realtor, deal, doc } = await realtorDocument('Checklist-linked disclosure');
    const items = await ctx.request('GET', `/api/transactions/${deal.id}/checklist`, { cookie: realtor });
    const item = items.json.items[0];
    const linked = await ctx.request('PATCH', `/api/documents/${doc.id}`, {
      cookie: realtor,
      body: { checklist_item_id: item.id },
    });
    expect(linked.status, JSON.stringify(linked.json)).toBe(200);
    const submitted = await ctx.request('POST', `/api/transactions/${deal.id}/checklist/${item.id}/submit`, {
      cookie: realtor,
      body: { document_id: doc.id },
    });
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(200);
    return { realtor, deal, doc, itemId: item.id as string };
  }

  it('an item cannot be approved while its document waits for approval; returning the document returns the item', async () => {
    const { realtor, deal, doc, itemId } = await linkedItem();
    const broker = await as('broker@demo.test');
    const asked = await ask(realtor, doc.id, [user('broker')]);
    const approveItem = () =>
      ctx.request('POST', `/api/transactions/${deal.id}/checklist/${itemId}/approve`, {
        cookie: broker,
        body: {},
      });
    const blocked = await approveItem();
    expect(blocked.status).toBe(409);
    expect(blocked.json.error.message).toContain('waiting for approval');
    await decide(broker, doc.id, asked.json.items[0].id, { decision: 'return', comment: 'Missing initials' });
    const item = await ctx.request('GET', `/api/transactions/${deal.id}/checklist/${itemId}`, {
      cookie: realtor,
    });
    expect(item.json).toMatchObject({ status: 'returned', note: 'Document returned: Missing initials' });
  });

  it('once the document is approved, the item can be approved', async () => {
    const { realtor, deal, doc, itemId } = await linkedItem();
    const broker = await as('broker@demo.test');
    const asked = await ask(realtor, doc.id, [user('broker')]);
    await decide(broker, doc.id, asked.json.items[0].id, { decision: 'approve' });
    const approved = await ctx.request('POST', `/api/transactions/${deal.id}/checklist/${itemId}/approve`, {
      cookie: broker,
      body: {},
    });
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);
  });
});
