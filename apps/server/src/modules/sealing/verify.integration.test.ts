import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../../test/harness';
import { uploadDocument } from '../documents/documents-test-kit';
import { sessions } from '../transactions/transactions-test-kit';
import { sealPdf, sha256Hex, type SealedPdf } from './seal-pdf';
import { recordSealedDocument } from './sealed-documents.repository';
import { everyKindOfField, originalPdf, sampleCertificate } from './sealing-test-kit';

let ctx: TestContext;
let sealed: SealedPdf;
const certificate = sampleCertificate();

beforeAll(async () => {
  ctx = await createTestContext();
  const realtor = await sessions(ctx)('realtor@demo.test');
  const original = await originalPdf(2);
  const document = await uploadDocument(ctx, realtor, { name: 'Purchase agreement' }, original);
  // The sealed record's envelope must exist (ADR 0177): a draft on the document.
  const envelope = await ctx.request('POST', '/api/envelopes', {
    cookie: realtor,
    body: { document_id: document.id },
  });
  const organizationId = ctx.seed!.harborview.id;
  sealed = await sealPdf({ db: ctx.db, config: ctx.config }, organizationId, {
    original,
    fields: everyKindOfField(),
    certificate,
  });
  await ctx.db.transaction((tx) =>
    recordSealedDocument(tx, {
      organizationId,
      envelopeId: envelope.json.id,
      documentId: document.id,
      documentVersion: 1,
      originalSha256: sealed.originalSha256,
      sealedSha256: sealed.sealedSha256,
      certificate,
    }),
  );
});
afterAll(() => ctx.close());

/** POSTs a file to the public verify route, without a session. */
async function verifyFile(bytes: Uint8Array, app = ctx.app) {
  const response = await app.request('/api/verify', {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/pdf' },
    body: bytes,
  });
  return { status: response.status, json: (await response.json()) as any };
}

describe('public verify', () => {
  it('matches the sealed file by its hash, without a session, and shows only the certificate', async () => {
    const res = await ctx.request('GET', `/api/verify/${sealed.sealedSha256.toUpperCase()}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      match: true,
      sha256: sealed.sealedSha256,
      signature: null,
      title: certificate.title,
      organization_name: 'Harborview Realty',
      sealed_at: expect.any(String),
      original_sha256: sealed.originalSha256,
      sealed_sha256: sealed.sealedSha256,
      recipients: certificate.recipients.map((r) => ({
        name: r.name,
        email: r.email,
        role: r.role,
        status: r.status,
        completed_at: r.completedAt!.toISOString(),
      })),
      events: certificate.events.map((e) => ({
        at: e.at.toISOString(),
        action: e.action,
        actor_name: e.actorName,
        actor_email: e.actorEmail,
        ip_address: e.ipAddress,
        user_agent: e.userAgent,
        detail: e.detail ?? null,
      })),
    });
  });

  it('does not match the original, an unknown hash, and refuses what is not a hash', async () => {
    for (const hash of [sealed.originalSha256, 'a'.repeat(64)]) {
      const res = await ctx.request('GET', `/api/verify/${hash}`);
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ match: false, sha256: hash, signature: null });
    }
    const bad = await ctx.request('GET', '/api/verify/not-a-hash');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('64 hexadecimal characters');
  });

  it('matches an uploaded sealed PDF and reports its signature intact', async () => {
    const res = await verifyFile(sealed.bytes);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      match: true,
      sha256: sealed.sealedSha256,
      title: certificate.title,
      signature: { signed: true, intact: true, signer: 'Harborview Realty' },
    });
  });

  it('answers no match, and a broken signature, when one byte of the sealed file changed', async () => {
    const tampered = Buffer.from(sealed.bytes);
    tampered.writeUInt8(tampered.readUInt8(tampered.length - 40) ^ 0x01, tampered.length - 40);
    const res = await verifyFile(tampered);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      match: false,
      sha256: sha256Hex(tampered),
      signature: { signed: true, intact: false, signer: 'Harborview Realty' },
    });
  });

  it('answers no match for an unsigned PDF and refuses a file that is not a PDF', async () => {
    const unsigned = await verifyFile(await originalPdf(1));
    expect(unsigned.json).toMatchObject({ match: false, signature: { signed: false, intact: false } });
    const png = await verifyFile(Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex'));
    expect(png.status).toBe(400);
    expect(png.json.error.fields.file).toMatch(/accepted: application\/pdf/);
  });
});

describe('public verify rate limit', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext({ seed: false, env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '2' } });
  });
  afterAll(() => limited.close());

  it('answers 429 past the per-address limit, for hashes and for uploads', async () => {
    const hash = 'b'.repeat(64);
    const lookUp = async () => (await limited.request('GET', `/api/verify/${hash}`)).status;
    expect([await lookUp(), await lookUp(), await lookUp()]).toEqual([200, 200, 429]);
    const pdf = await originalPdf(1);
    const upload = async () => (await verifyFile(pdf, limited.app)).status;
    expect([await upload(), await upload(), await upload()]).toEqual([200, 200, 429]);
  });
});
