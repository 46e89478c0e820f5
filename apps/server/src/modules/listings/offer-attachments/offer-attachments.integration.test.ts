import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { EXE_BYTES, pdfBytes } from '../../documents/documents-test-kit';
import { sessions } from '../../transactions/transactions-test-kit';
import { listingWithLink, submitOffer } from '../listings-test-kit';
import { fetchBytes, sendRaw, smallPng } from '../photos/photos-test-kit';

describe('offer attachments', () => {
  let ctx: TestContext;
  let as: (email: string) => Promise<string>;
  beforeAll(async () => {
    ctx = await createTestContext();
    as = sessions(ctx);
  });
  afterAll(() => ctx.close());

  const attach = (token: string, bytes: Uint8Array, kind = 'pre_approval', filename = 'preapproval.pdf') =>
    sendRaw(
      ctx,
      '',
      `/api/offer-status/${token}/attachments?${new URLSearchParams({ kind, filename })}`,
      bytes,
      'application/pdf',
    );

  it('accepts a PDF through the status link; the listing agent lists and downloads it, another organization gets 404', async () => {
    const realtor = await as('realtor@demo.test');
    const { listing, linkKey } = await listingWithLink(ctx, realtor);
    const { id, token } = await submitOffer(ctx, linkKey);
    const pdf = await pdfBytes('Pre-approval letter');
    const res = await attach(token, pdf);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json).toMatchObject({
      kind: 'pre_approval',
      filename: 'preapproval.pdf',
      content_type: 'application/pdf',
      size_bytes: pdf.length,
    });
    const image = await attach(token, await smallPng(), 'proof_of_funds', 'statement.png');
    expect(image.json.content_type).toBe('image/png');

    const status = await ctx.request('GET', `/api/offer-status/${token}`);
    expect(status.json.attachments.map((a: any) => a.kind)).toEqual(['pre_approval', 'proof_of_funds']);
    expect(status.json.can_attach).toBe(true);
    const own = await fetchBytes(ctx, '', `/api/offer-status/${token}/attachments/${res.json.id}`);
    expect(own.status).toBe(200);
    expect(Buffer.compare(own.bytes, Buffer.from(pdf))).toBe(0);

    const list = await ctx.request('GET', `/api/offers/${id}/attachments`, { cookie: realtor });
    expect(list.status).toBe(200);
    expect(list.json.attachments.map((a: any) => a.filename)).toEqual(['preapproval.pdf', 'statement.png']);
    const grid = await ctx.request('GET', `/api/listings/${listing.id}/offers`, { cookie: realtor });
    expect(grid.json.items[0].attachments.map((a: any) => a.kind)).toEqual([
      'pre_approval',
      'proof_of_funds',
    ]);
    const file = await fetchBytes(ctx, realtor, `/api/offers/${id}/attachments/${res.json.id}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain('attachment; filename="preapproval.pdf"');
    expect(Buffer.compare(file.bytes, Buffer.from(pdf))).toBe(0);

    const lakeside = await as('broker@lakeside.demo.test');
    expect((await ctx.request('GET', `/api/offers/${id}/attachments`, { cookie: lakeside })).status).toBe(
      404,
    );
    expect((await fetchBytes(ctx, lakeside, `/api/offers/${id}/attachments/${res.json.id}`)).status).toBe(
      404,
    );
  });

  it('refuses a disguised file (400 on `file`), a file over 10 MB (413), a sixth file, and files on a closed offer', async () => {
    const realtor = await as('realtor@demo.test');
    const { linkKey } = await listingWithLink(ctx, realtor);
    const { id, token } = await submitOffer(ctx, linkKey);
    const exe = await attach(token, EXE_BYTES, 'signed_offer', 'signed-offer.pdf');
    expect(exe.status).toBe(400);
    expect(exe.json.error.fields).toHaveProperty('file');
    const pdfHead = Buffer.from('%PDF-1.7\n', 'latin1');
    const big = await attach(token, Buffer.concat([pdfHead, Buffer.alloc(10 * 1024 * 1024)]));
    expect(big.status).toBe(413);
    expect(big.json.error.fields.file).toBe('Too large');
    const badKind = await attach(token, await pdfBytes('x'), 'selfie');
    expect(badKind.status).toBe(400);
    expect(badKind.json.error.fields).toHaveProperty('kind');
    const pdf = await pdfBytes('Proof');
    for (let i = 0; i < 5; i++) expect((await attach(token, pdf, 'other', `doc-${i}.pdf`)).status).toBe(201);
    const sixth = await attach(token, pdf);
    expect(sixth.status).toBe(400);
    expect(sixth.json.error.fields.file).toMatch(/At most 5/);
    expect(
      (await ctx.request('GET', `/api/offers/${id}/attachments`, { cookie: realtor })).json.attachments,
    ).toHaveLength(5);

    const closed = await submitOffer(ctx, linkKey);
    await ctx.request('POST', `/api/offer-status/${closed.token}/withdraw`);
    expect((await attach(closed.token, pdf)).status).toBe(409);
    expect((await attach('x'.repeat(43), pdf)).status).toBe(404);
  });

  it('lets seller clients list the attachments while the offers they see have no internal notes', async () => {
    const realtor = await as('realtor@demo.test');
    const contacts = await ctx.request('GET', '/api/contacts?q=Hale', { cookie: realtor });
    const simon = contacts.json.items.find((c: any) => c.user_id);
    const { listing, linkKey } = await listingWithLink(ctx, realtor, { seller_contact_ids: [simon.id] });
    const { id, token } = await submitOffer(ctx, linkKey);
    await attach(token, await pdfBytes('Signed'), 'signed_offer', 'signed.pdf');
    await ctx.request('PATCH', `/api/offers/${id}`, {
      cookie: realtor,
      body: { internal_notes: 'Weak lender' },
    });
    const seller = await as('seller@demo.test');
    const list = await ctx.request('GET', `/api/offers/${id}/attachments`, { cookie: seller });
    expect(list.status).toBe(200);
    expect(list.json.attachments.map((a: any) => a.kind)).toEqual(['signed_offer']);
    expect(
      (await fetchBytes(ctx, seller, `/api/offers/${id}/attachments/${list.json.attachments[0].id}`)).status,
    ).toBe(200);
    // Seller clients see the listing's photos too (like the listing, ADR 0099), read-only.
    expect((await ctx.request('GET', `/api/listings/${listing.id}/photos`, { cookie: seller })).status).toBe(
      200,
    );
    const offers = await ctx.request('GET', `/api/listings/${listing.id}/offers`, { cookie: seller });
    expect(offers.json.items[0]).not.toHaveProperty('internal_notes');
    expect(offers.text).not.toContain('Weak lender');
    const buyer = await as('buyer@demo.test');
    expect((await ctx.request('GET', `/api/offers/${id}/attachments`, { cookie: buyer })).status).toBe(404);
  });
});
