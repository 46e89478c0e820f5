import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { sessions } from '../transactions/transactions-test-kit';
import { download, pdfBytes, uploadDocument, uploadRaw } from './documents-test-kit';

let ctx: TestContext;
let as: ReturnType<typeof sessions>;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'threshold-doc-contacts-'));
  ctx = await createTestContext({ env: { DATA_DIR: dataDir } });
  as = sessions(ctx);
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function createContact(cookie: string, firstName: string) {
  const res = await ctx.request('POST', '/api/contacts', {
    cookie,
    body: { first_name: firstName, last_name: 'Docs' },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.id as string;
}

const listOn = async (cookie: string, contactId: string) => {
  const res = await ctx.request('GET', `/api/documents?contact_id=${contactId}`, { cookie });
  expect(res.status).toBe(200);
  return res.json.items as {
    id: string;
    attached_to: string;
    contact: { id: string; name: string } | null;
  }[];
};

describe('documents on contacts follow the contact scope', () => {
  it('files a document on the caller’s contact and lists it with contact_id', async () => {
    const realtor = await as('realtor@demo.test');
    const contactId = await createContact(realtor, 'Dana');
    const doc = await uploadDocument(ctx, realtor, { name: 'Pre-approval letter', contact_id: contactId });
    const items = await listOn(realtor, contactId);
    expect(items.map((d) => d.id)).toEqual([doc.id]);
    expect(items[0]).toMatchObject({ attached_to: 'contact', contact: { id: contactId, name: 'Dana Docs' } });
    const onContacts = await ctx.request('GET', '/api/documents?attached_to=contact&limit=100', {
      cookie: realtor,
    });
    expect(onContacts.json.items.map((d: { id: string }) => d.id)).toContain(doc.id);
    const personal = await ctx.request('GET', '/api/documents?attached_to=personal&limit=100', {
      cookie: realtor,
    });
    expect(personal.json.items.map((d: { id: string }) => d.id)).not.toContain(doc.id);
  });

  it('another agent’s contact: its documents are 404 on list, detail and content, and filing on it is a 400', async () => {
    const realtor = await as('realtor@demo.test');
    const contactId = await createContact(realtor, 'Private');
    const doc = await uploadDocument(ctx, realtor, { name: 'Proof of funds', contact_id: contactId });
    const other = await as('leasing_agent@demo.test');
    expect(await listOn(other, contactId)).toEqual([]);
    expect((await ctx.request('GET', `/api/documents/${doc.id}`, { cookie: other })).status).toBe(404);
    expect((await download(ctx, other, doc.id)).status).toBe(404);
    const filed = await uploadRaw(
      ctx,
      other,
      `/api/documents?name=Sneaky&contact_id=${contactId}`,
      await pdfBytes('x'),
    );
    expect(filed.status).toBe(400);
    expect(filed.json.error.fields.contact_id).toBeTruthy();
    const buyer = await as('buyer@demo.test');
    expect((await ctx.request('GET', `/api/documents/${doc.id}`, { cookie: buyer })).status).toBe(404);
  });

  it('the broker (organization scope) sees it; another organization does not', async () => {
    const realtor = await as('realtor@demo.test');
    const contactId = await createContact(realtor, 'Shared');
    const doc = await uploadDocument(ctx, realtor, { name: 'ID copy', contact_id: contactId });
    const broker = await as('broker@demo.test');
    expect((await download(ctx, broker, doc.id)).status).toBe(200);
    const lakeside = await as('broker@lakeside.demo.test');
    expect((await ctx.request('GET', `/api/documents/${doc.id}`, { cookie: lakeside })).status).toBe(404);
  });

  it('refuses a contact together with a deal (400)', async () => {
    const realtor = await as('realtor@demo.test');
    const contactId = await createContact(realtor, 'Both');
    const res = await uploadRaw(
      ctx,
      realtor,
      `/api/documents?name=Both&contact_id=${contactId}&listing_id=${contactId}`,
      await pdfBytes('both'),
    );
    expect(res.status).toBe(400);
  });
});
