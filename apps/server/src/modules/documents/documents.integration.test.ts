import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { userProfiles } from '../identity/identity.schema';
import { createDeal, listAll, sessions } from '../transactions/transactions-test-kit';
import { EXE_BYTES, PNG_BYTES, download, pdfBytes, pngDeclaring, uploadDocument, uploadRaw } from './documents-test-kit';

const UPLOAD_MAX_BYTES = 64 * 1024;
let ctx: TestContext;
let as: ReturnType<typeof sessions>;
let dataDir: string;
const user = (role: string) => ctx.seed!.harborview.users.get(role as never)!;
const ids = (items: { id: string }[]) => items.map((i) => i.id);

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'threshold-documents-'));
  ctx = await createTestContext({ env: { DATA_DIR: dataDir, UPLOAD_MAX_BYTES: String(UPLOAD_MAX_BYTES) } });
  as = sessions(ctx);
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A realtor's deal with the demo buyer on it, a private and a shared document, and the realtor's own one. */
async function fixture() {
  const realtor = await as('realtor@demo.test');
  const deal = await createDeal(ctx, realtor, {
    participants: [{ user_id: user('buyer'), roles: ['buyer'] }],
  });
  const privateDoc = await uploadDocument(ctx, realtor, {
    name: 'Commission agreement',
    transaction_id: deal.id,
  });
  const sharedDoc = await uploadDocument(ctx, realtor, {
    name: 'Inspection report',
    transaction_id: deal.id,
    document_type: 'inspection',
    shared_with_clients: 'true',
    folder: 'Inspections',
  });
  const ownDoc = await uploadDocument(ctx, realtor, { name: 'My license' });
  return { realtor, deal, privateDoc, sharedDoc, ownDoc };
}

describe('demo seed', () => {
  it('files documents on 30 Harborview deals (one in the trash, some shared) and four templates, with real files', async () => {
    const broker = await as('broker@demo.test');
    const active = await listAll(ctx, broker, '/api/documents');
    const trash = await listAll(ctx, broker, '/api/documents?status=deleted');
    const seeded = [...active, ...trash].filter(
      (d) => d.current.original_filename.endsWith('.pdf') && d.transaction,
    );
    expect(new Set(seeded.map((d) => d.transaction.id)).size).toBe(30);
    expect(seeded.some((d) => d.version_count === 2)).toBe(true);
    expect(seeded.some((d) => d.shared_with_clients)).toBe(true);
    expect(seeded.some((d) => d.checklist_item)).toBe(true);
    expect(trash.length).toBeGreaterThan(0);
    const file = await download(ctx, broker, seeded[0].id);
    expect(file.status).toBe(200);
    expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const templates = await ctx.request('GET', '/api/templates', { cookie: broker });
    expect(templates.json.items.map((t: any) => t.category).sort()).toEqual([
      'disclosure',
      'lease',
      'listing_agreement',
      'purchase_agreement',
    ]);
  });
});

describe('document access (scope matrix)', () => {
  it('follows the deal scope, the own space, and what is shared with clients; 404 outside', async () => {
    const { deal, privateDoc, sharedDoc, ownDoc } = await fixture();
    const visible = async (email: string) => {
      const cookie = await as(email);
      const listed = new Set(ids(await listAll(ctx, cookie, '/api/documents')));
      const result: Record<string, boolean> = {};
      for (const [label, doc] of Object.entries({ privateDoc, sharedDoc, ownDoc })) {
        const read = await ctx.request('GET', `/api/documents/${doc.id}`, { cookie });
        const file = await download(ctx, cookie, doc.id);
        expect([200, 404], `${email} ${label}`).toContain(read.status);
        expect(file.status, `${email} ${label} download`).toBe(read.status);
        expect(listed.has(doc.id), `${email} ${label} listed`).toBe(read.status === 200);
        result[label] = read.status === 200;
      }
      return result;
    };
    expect(await visible('realtor@demo.test')).toEqual({ privateDoc: true, sharedDoc: true, ownDoc: true });
    expect(await visible('broker@demo.test')).toEqual({ privateDoc: true, sharedDoc: true, ownDoc: false });
    expect(await visible('buyer@demo.test')).toEqual({ privateDoc: false, sharedDoc: true, ownDoc: false });
    expect(await visible('leasing_agent@demo.test')).toEqual({
      privateDoc: false,
      sharedDoc: false,
      ownDoc: false,
    });
    expect(await visible('broker@lakeside.demo.test')).toEqual({
      privateDoc: false,
      sharedDoc: false,
      ownDoc: false,
    });
    // The deal's documents, filtered.
    const broker = await as('broker@demo.test');
    const onDeal = await listAll(ctx, broker, `/api/documents?transaction_id=${deal.id}`);
    expect(ids(onDeal).sort()).toEqual([privateDoc.id, sharedDoc.id].sort());
    const inspections = await listAll(
      ctx,
      broker,
      `/api/documents?transaction_id=${deal.id}&document_type=inspection`,
    );
    expect(ids(inspections)).toEqual([sharedDoc.id]);
    expect(inspections[0].folder).toBe('Inspections');
  });

  it('applies a documentAccessScope override from role_details (narrowing, never past the deal scope)', async () => {
    const { deal, privateDoc } = await fixture();
    const setOverride = (role: string, details: Record<string, string> | null) =>
      ctx.db
        .update(userProfiles)
        .set({ roleDetails: details })
        .where(eq(userProfiles.id, user(role)));
    try {
      await setOverride('broker', { documentAccessScope: 'own' });
      const broker = await ctx.signIn('broker@demo.test');
      expect((await ctx.request('GET', `/api/transactions/${deal.id}`, { cookie: broker })).status).toBe(200);
      expect((await ctx.request('GET', `/api/documents/${privateDoc.id}`, { cookie: broker })).status).toBe(
        404,
      );
      expect((await download(ctx, broker, privateDoc.id)).status).toBe(404);
      await setOverride('leasing_agent', { documentAccessScope: 'organization' });
      const agent = await ctx.signIn('leasing_agent@demo.test');
      expect((await ctx.request('GET', `/api/documents/${privateDoc.id}`, { cookie: agent })).status).toBe(
        404,
      );
      await setOverride('leasing_agent', {
        documentAccessScope: 'organization',
        transactionAccessScope: 'organization',
      });
      const widened = await ctx.signIn('leasing_agent@demo.test');
      expect((await ctx.request('GET', `/api/documents/${privateDoc.id}`, { cookie: widened })).status).toBe(
        200,
      );
    } finally {
      await setOverride('broker', null);
      await setOverride('leasing_agent', null);
    }
  });

  it('refuses to file on a deal outside the caller’s scope, and clients may not upload', async () => {
    const { deal } = await fixture();
    const outsider = await as('leasing_agent@demo.test');
    const res = await uploadRaw(
      ctx,
      outsider,
      `/api/documents?name=X&transaction_id=${deal.id}`,
      await pdfBytes('x'),
    );
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toHaveProperty('transaction_id');
    const buyer = await as('buyer@demo.test');
    expect((await uploadRaw(ctx, buyer, '/api/documents?name=X', await pdfBytes('x'))).status).toBe(403);
  });
});

describe('uploads', () => {
  const storedFiles = () => readdirSync(path.join(dataDir, 'files'), { recursive: true }).length;

  it('refuses a file whose content is not what its name says (400), storing nothing', async () => {
    const realtor = await as('realtor@demo.test');
    await uploadDocument(ctx, realtor, { name: 'warm-up' });
    const before = storedFiles();
    const exe = await uploadRaw(
      ctx,
      realtor,
      '/api/documents?name=Contract&filename=contract.pdf',
      EXE_BYTES,
    );
    expect(exe.status).toBe(400);
    expect(exe.json.error.fields.file).toMatch(/not|accepted/);
    const text = await uploadRaw(
      ctx,
      realtor,
      '/api/documents?name=Contract&filename=contract.pdf',
      Buffer.from('%PDX not really a pdf'.repeat(20)),
    );
    expect(text.status).toBe(400);
    const empty = await uploadRaw(ctx, realtor, '/api/documents?name=Empty', new Uint8Array());
    expect(empty.status).toBe(400);
    expect(storedFiles()).toBe(before);
  });

  it('refuses an image declaring more pixels than the limit before decoding it, storing nothing', async () => {
    const realtor = await as('realtor@demo.test');
    await uploadDocument(ctx, realtor, { name: 'warm-up' });
    const before = storedFiles();
    const bomb = await uploadRaw(ctx, realtor, '/api/documents?name=Scan&filename=scan.png', pngDeclaring(8000, 8000));
    expect(bomb.status, JSON.stringify(bomb.json)).toBe(400);
    expect(bomb.json.error.fields).toEqual({ file: 'The image has more than 60 megapixels' });
    expect(storedFiles()).toBe(before);
  });

  it('refuses a file over UPLOAD_MAX_BYTES with 413', async () => {
    const realtor = await as('realtor@demo.test');
    const big = Buffer.concat([Buffer.from(await pdfBytes('big')), Buffer.alloc(UPLOAD_MAX_BYTES, 32)]);
    const res = await uploadRaw(ctx, realtor, '/api/documents?name=Big', big);
    expect(res.status).toBe(413);
  });

  it('converts an image to a one-page PDF', async () => {
    const realtor = await as('realtor@demo.test');
    // Named as a web page: the stored name follows what was sniffed, not what the client claimed.
    const doc = await uploadDocument(ctx, realtor, { name: 'Photo ID', filename: 'id.html' }, PNG_BYTES);
    const read = await ctx.request('GET', `/api/documents/${doc.id}`, { cookie: realtor });
    expect(read.json.current).toMatchObject({
      source: 'image',
      content_type: 'application/pdf',
      original_filename: 'id.png',
    });
    const file = await download(ctx, realtor, doc.id);
    expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.headers.get('content-type')).toBe('application/pdf');
  });

  it('keeps every version: a new upload becomes current, the old one still downloads', async () => {
    const realtor = await as('realtor@demo.test');
    const v1 = await pdfBytes('first');
    const v2 = await pdfBytes('second', 2);
    const doc = await uploadDocument(ctx, realtor, { name: 'Counter offer' }, v1);
    const added = await uploadRaw(
      ctx,
      realtor,
      `/api/documents/${doc.id}/versions?filename=counter-2.pdf`,
      v2,
    );
    expect(added.status, JSON.stringify(added.json)).toBe(201);
    expect(added.json.version_count).toBe(2);
    expect(added.json.versions.map((v: any) => [v.number, v.original_filename])).toEqual([
      [2, 'counter-2.pdf'],
      [1, 'Counter offer.pdf'],
    ]);
    expect((await download(ctx, realtor, doc.id)).bytes.equals(Buffer.from(v2))).toBe(true);
    expect((await download(ctx, realtor, doc.id, '?version=1')).bytes.equals(Buffer.from(v1))).toBe(true);
    expect((await download(ctx, realtor, doc.id, '?version=3')).status).toBe(404);
    const activity = await ctx.request('GET', `/api/documents/${doc.id}/activity`, { cookie: realtor });
    expect(activity.json.items.map((i: any) => i.action)).toEqual(['document.version', 'document.upload']);
  });
});

describe('editing', () => {
  it('renames, moves between folders and links a checklist item of the deal (the checklist shows it)', async () => {
    const { realtor, deal, privateDoc } = await fixture();
    const checklist = await ctx.request('GET', `/api/transactions/${deal.id}/checklist`, { cookie: realtor });
    const item = checklist.json.items[0];
    const res = await ctx.request('PATCH', `/api/documents/${privateDoc.id}`, {
      cookie: realtor,
      body: { name: 'Signed commission agreement', folder: 'Contracts', checklist_item_id: item.id },
      headers: { 'if-match': `"${privateDoc.version}"` },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({
      name: 'Signed commission agreement',
      folder: 'Contracts',
      checklist_item: { id: item.id },
    });
    const after = await ctx.request('GET', `/api/transactions/${deal.id}/checklist`, { cookie: realtor });
    expect(after.json.items[0]).toMatchObject({
      document_id: privateDoc.id,
      document_name: 'Signed commission agreement',
    });
    const other = await createDeal(ctx, realtor);
    const otherItems = await ctx.request('GET', `/api/transactions/${other.id}/checklist`, {
      cookie: realtor,
    });
    const wrong = await ctx.request('PATCH', `/api/documents/${privateDoc.id}`, {
      cookie: realtor,
      body: { checklist_item_id: otherItems.json.items[0].id },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.fields).toHaveProperty('checklist_item_id');
    const stale = await ctx.request('PATCH', `/api/documents/${privateDoc.id}`, {
      cookie: realtor,
      body: { name: 'Late' },
      headers: { 'if-match': `"${privateDoc.version}"` },
    });
    expect(stale.status).toBe(409);
  });

  it('deletes softly; only a broker sees the trash and restores', async () => {
    const { realtor, sharedDoc } = await fixture();
    expect((await ctx.request('DELETE', `/api/documents/${sharedDoc.id}`, { cookie: realtor })).status).toBe(
      200,
    );
    expect((await ctx.request('GET', `/api/documents/${sharedDoc.id}`, { cookie: realtor })).status).toBe(
      404,
    );
    expect(ids(await listAll(ctx, realtor, '/api/documents'))).not.toContain(sharedDoc.id);
    expect(ids(await listAll(ctx, realtor, '/api/documents?status=deleted'))).toEqual([]);
    const broker = await as('broker@demo.test');
    expect(ids(await listAll(ctx, broker, '/api/documents?status=deleted'))).toContain(sharedDoc.id);
    expect(
      (await ctx.request('POST', `/api/documents/${sharedDoc.id}/restore`, { cookie: realtor })).status,
    ).toBe(404);
    const restored = await ctx.request('POST', `/api/documents/${sharedDoc.id}/restore`, { cookie: broker });
    expect(restored.status).toBe(200);
    expect(restored.json.status).toBe('active');
    expect((await download(ctx, realtor, sharedDoc.id)).status).toBe(200);
  });
});
