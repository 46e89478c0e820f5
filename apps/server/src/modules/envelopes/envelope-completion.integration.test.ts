import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { download, pngDeclaring } from '../documents/documents-test-kit';
import { checkPdfSignature } from '../sealing/signature-check';
import { sessions } from '../transactions/transactions-test-kit';
import {
  consentAndSign,
  draftEnvelope,
  DRAWN_PNG,
  mailedToken,
  outside,
  sendDraft,
  signatureField,
} from './envelopes-test-kit';

let ctx: TestContext;
let as: ReturnType<typeof sessions>;

beforeAll(async () => {
  ctx = await createTestContext();
  as = sessions(ctx);
});
afterAll(() => ctx.close());

describe('completion', () => {
  it('seals when the last signer finishes: a new, digitally signed version with the certificate page, and copy links', async () => {
    const realtor = await as('realtor@demo.test');
    const draft = await draftEnvelope(
      ctx,
      realtor,
      [outside('buyer', 1), outside('seller', 2)],
      [
        signatureField('buyer-sig', 'buyer', 0.2),
        {
          id: 'buyer-date',
          recipient_key: 'buyer',
          kind: 'date_signed',
          page: 1,
          x: 0.5,
          y: 0.2,
          width: 0.16,
          height: 0.025,
        },
        {
          id: 'buyer-ok',
          recipient_key: 'buyer',
          kind: 'checkbox',
          page: 1,
          x: 0.7,
          y: 0.2,
          width: 0.025,
          height: 0.02,
        },
        signatureField('seller-sig', 'seller', 0.6),
        {
          id: 'seller-note',
          recipient_key: 'seller',
          kind: 'text',
          page: 1,
          x: 0.1,
          y: 0.7,
          width: 0.3,
          height: 0.025,
        },
      ],
    );
    await sendDraft(ctx, realtor, draft);
    const buyer = (await mailedToken(ctx, 'buyer@signers.example'))!;
    expect(
      (await consentAndSign(ctx, buyer, { 'buyer-sig': { png: DRAWN_PNG }, 'buyer-ok': { checked: true } }))
        .status,
    ).toBe(200);
    const seller = (await mailedToken(ctx, 'seller@signers.example'))!;
    const done = await consentAndSign(ctx, seller, {
      'seller-sig': { text: 'Signer seller' },
      'seller-note': { text: 'As agreed' },
    });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(done.json.envelope_status).toBe('completed');

    const envelope = (await ctx.request('GET', `/api/envelopes/${draft.id}`, { cookie: realtor })).json;
    expect(envelope.status).toBe('completed');
    expect(envelope.sealed_document_version).toBe(2);
    expect(envelope.events.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['created', 'sent', 'consented', 'signed', 'completed', 'sealed']),
    );
    // The sender hears of it in the app (signature_completed), linked to the document.
    const notices = await ctx.request('GET', '/api/notifications?limit=20', { cookie: realtor });
    expect(
      notices.json.items.find(
        (n: { kind: string; subject: { id: string } }) =>
          n.kind === 'signature_completed' && n.subject.id === draft.documentId,
      ),
    ).toBeTruthy();
    const doc = (await ctx.request('GET', `/api/documents/${draft.documentId}`, { cookie: realtor })).json;
    expect(doc.current.number).toBe(2);
    expect(doc.current.source).toBe('sealed');

    const sealed = await download(ctx, realtor, draft.documentId);
    const original = await download(ctx, realtor, draft.documentId, '?version=1');
    const pdf = await PDFDocument.load(sealed.bytes);
    const before = await PDFDocument.load(original.bytes);
    expect(pdf.getPageCount()).toBeGreaterThan(before.getPageCount());
    expect(sealed.bytes.includes(Buffer.from('/ByteRange'))).toBe(true);
    expect(checkPdfSignature(sealed.bytes)).toMatchObject({ signed: true, intact: true });

    // Everyone gets a copy link (the signing links are dead); it serves the sealed PDF.
    const mail = await ctx.newestMailTo('buyer@signers.example');
    expect(mail!.subject).toMatch(/^Completed/);
    const copy = (await mailedToken(ctx, 'buyer@signers.example'))!;
    expect(copy).not.toBe(buyer);
    expect((await ctx.request('GET', `/api/sign/${buyer}`)).status).toBe(404);
    const session = await ctx.request('GET', `/api/sign/${copy}`);
    expect(session.json.state).toBe('completed');
    const file = await ctx.app.request(`/api/sign/${copy}/document`);
    expect(Buffer.from(await file.arrayBuffer()).equals(sealed.bytes)).toBe(true);
    expect((await ctx.request('POST', `/api/sign/${copy}/complete`, { body: { values: {} } })).status).toBe(
      410,
    );
  });
});

describe('drawn signatures', () => {
  it('refuses a drawing declaring more pixels than any signature pad, before decoding it; the signer can sign again', async () => {
    const realtor = await as('realtor@demo.test');
    const draft = await draftEnvelope(ctx, realtor, [outside('bomb', 1)], [signatureField('sig', 'bomb')]);
    await sendDraft(ctx, realtor, draft);
    const token = (await mailedToken(ctx, 'bomb@signers.example'))!;
    const bomb = pngDeclaring(5000, 5000).toString('base64');
    const refused = await consentAndSign(ctx, token, { sig: { png: bomb } });
    expect(refused.status, JSON.stringify(refused.json)).toBe(400);
    expect(refused.json.error.fields).toEqual({ 'values.sig': 'The image has more than 8 megapixels' });
    const signed = await ctx.request('POST', `/api/sign/${token}/complete`, {
      body: { values: { sig: { png: DRAWN_PNG } } },
    });
    expect(signed.status, JSON.stringify(signed.json)).toBe(200);
    expect(signed.json.envelope_status).toBe('completed');
  });
});
