import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { testDatabaseKind } from '../../test/test-database';
import { EXE_BYTES, pdfBytes } from '../documents/documents-test-kit';
import { fetchBytes, sendRaw } from '../listings/photos/photos-test-kit';
import { sql } from 'drizzle-orm';
import { createFileStorage } from '../../platform/storage/file-storage-factory';
import { createDeal, sessions } from '../transactions/transactions-test-kit';
import { sweepUnsentAttachments } from './message-attachments-sweep';

let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;

beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = sessions(ctx);
});
afterAll(() => ctx.close());

/** A deal of the realtor with the buyer on it, and its conversation's id. */
async function dealConversation(): Promise<string> {
  const buyerId = ctx.seed!.harborview.users.get('buyer')!;
  const cookie = await cookieFor('realtor@demo.test');
  const deal = await createDeal(ctx, cookie, { participants: [{ user_id: buyerId, roles: ['buyer'] }] });
  const list = await ctx.request('GET', '/api/conversations?kind=deal&limit=100', { cookie });
  return (list.json.items as any[]).find((c) => c.transaction_id === deal.id).id;
}

const upload = async (email: string, conversationId: string, bytes: Uint8Array, filename = 'letter.pdf') =>
  sendRaw(
    ctx,
    await cookieFor(email),
    `/api/conversations/${conversationId}/attachments?${new URLSearchParams({ filename })}`,
    bytes,
    'application/pdf',
  );
const send = async (email: string, conversationId: string, body: unknown) =>
  ctx.request('POST', `/api/conversations/${conversationId}/messages`, {
    cookie: await cookieFor(email),
    body,
  });
const download = async (email: string, conversationId: string, attachmentId: string) =>
  fetchBytes(ctx, await cookieFor(email), `/api/conversations/${conversationId}/attachments/${attachmentId}`);

describe(`message attachments (${testDatabaseKind()})`, () => {
  it('sends a file with a message; the people of the conversation download it, nobody else', async () => {
    const id = await dealConversation();
    const pdf = await pdfBytes('Pre-approval');
    const uploaded = await upload('realtor@demo.test', id, pdf);
    expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(201);
    expect(uploaded.json).toMatchObject({
      filename: 'letter.pdf',
      content_type: 'application/pdf',
      size_bytes: pdf.length,
    });

    // Not sent yet: only its uploader may fetch it.
    expect((await download('buyer@demo.test', id, uploaded.json.id)).status).toBe(404);
    expect((await download('realtor@demo.test', id, uploaded.json.id)).status).toBe(200);

    // A message may be only files.
    const sent = await send('realtor@demo.test', id, { attachment_ids: [uploaded.json.id] });
    expect(sent.status, JSON.stringify(sent.json)).toBe(201);
    expect(sent.json.body).toBe('');
    expect(sent.json.attachments).toEqual([uploaded.json]);
    const thread = await ctx.request('GET', `/api/conversations/${id}/messages`, {
      cookie: await cookieFor('buyer@demo.test'),
    });
    expect(thread.json.items[0].attachments.map((a: any) => a.id)).toEqual([uploaded.json.id]);
    const bytes = await download('buyer@demo.test', id, uploaded.json.id);
    expect(bytes.status).toBe(200);
    expect(Buffer.compare(bytes.bytes, Buffer.from(pdf))).toBe(0);
    // Someone not on the deal: 404, whether for the conversation or the file.
    expect((await download('seller@demo.test', id, uploaded.json.id)).status).toBe(404);
    expect((await upload('seller@demo.test', id, pdf)).status).toBe(404);

    // Sent once: it cannot be claimed by another message.
    const again = await send('realtor@demo.test', id, { body: 'again', attachment_ids: [uploaded.json.id] });
    expect(again.status).toBe(400);
    expect(again.json.error.fields).toHaveProperty('attachment_ids');

    // Deleting the message takes its files with it.
    const removed = await ctx.request('DELETE', `/api/conversations/${id}/messages/${sent.json.id}`, {
      cookie: await cookieFor('realtor@demo.test'),
    });
    expect(removed.status).toBe(200);
    expect((await download('realtor@demo.test', id, uploaded.json.id)).status).toBe(404);
  });

  it('refuses disguised files, someone else’s upload, and an empty message', async () => {
    const id = await dealConversation();
    const exe = await upload('realtor@demo.test', id, EXE_BYTES, 'invoice.pdf');
    expect(exe.status).toBe(400);
    expect(exe.json.error.fields).toHaveProperty('file');
    const noName = await sendRaw(
      ctx,
      await cookieFor('realtor@demo.test'),
      `/api/conversations/${id}/attachments`,
      await pdfBytes('x'),
      'application/pdf',
    );
    expect(noName.status).toBe(400);
    expect(noName.json.error.fields).toHaveProperty('filename');

    // A PDF named as a web page is stored, listed and downloaded under the PDF's extension.
    const disguised = await upload('realtor@demo.test', id, await pdfBytes('x'), 'invoice.html');
    expect(disguised.status).toBe(201);
    expect(disguised.json.filename).toBe('invoice.pdf');
    const file = await download('realtor@demo.test', id, disguised.json.id);
    expect(file.headers.get('content-disposition')).toContain('filename="invoice.pdf"');

    const buyers = await upload('buyer@demo.test', id, await pdfBytes('Buyer file'));
    expect(buyers.status).toBe(201);
    const stolen = await send('realtor@demo.test', id, {
      body: 'mine now',
      attachment_ids: [buyers.json.id],
    });
    expect(stolen.status).toBe(400);
    expect(stolen.json.error.fields).toHaveProperty('attachment_ids');

    const empty = await send('realtor@demo.test', id, { body: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.json.error.fields.body).toBe('Write a message or attach a file');
  });

  it('sweeps uploads left unsent for a day, and nothing sent or recent', async () => {
    const id = await dealConversation();
    const stale = await upload('realtor@demo.test', id, await pdfBytes('Forgotten'));
    const fresh = await upload('realtor@demo.test', id, await pdfBytes('Draft'));
    const sentFile = await upload('realtor@demo.test', id, await pdfBytes('Sent'));
    await send('realtor@demo.test', id, { attachment_ids: [sentFile.json.id] });
    await ctx.db.execute(
      sql`update message_attachments set created_at = now() - interval '25 hours' where id in (${stale.json.id}, ${sentFile.json.id})`,
    );
    const files = {
      db: ctx.db,
      storage: createFileStorage(ctx.config),
      uploadMaxBytes: ctx.config.uploadMaxBytes,
    };
    expect(await sweepUnsentAttachments(files)).toBe(1);
    expect((await download('realtor@demo.test', id, stale.json.id)).status).toBe(404);
    expect(await files.storage.get(`message-attachments/${id}/${stale.json.id}`)).toBeNull();
    expect((await download('realtor@demo.test', id, fresh.json.id)).status).toBe(200);
    expect((await download('realtor@demo.test', id, sentFile.json.id)).status).toBe(200);
  });
});
