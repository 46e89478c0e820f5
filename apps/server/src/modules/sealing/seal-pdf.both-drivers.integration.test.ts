import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSigningP12 } from '../../platform/signing-p12';
import { createTestContext, type TestContext } from '../../test/harness';
import { organizations } from '../organizations/organizations.schema';
import { pdfText } from '../templates/templates-test-kit';
import { sealPdf, sha256Hex } from './seal-pdf';
import { organizationSigningKeys } from './sealing.schema';
import { everyKindOfField, originalPdf, sampleCertificate, writeP12File } from './sealing-test-kit';
import { checkPdfSignature } from './signature-check';
import { decryptPrivateKey } from './signing-key-cipher';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const deps = () => ({ db: ctx.db, config: ctx.config });
const orgId = () => ctx.seed!.harborview.id;

async function newOrganization(name: string) {
  const [org] = await ctx.db
    .insert(organizations)
    .values({ name, slug: `seal-${Math.random().toString(36).slice(2, 10)}` })
    .returning({ id: organizations.id });
  return org!.id;
}

async function keyRows(organizationId: string) {
  return ctx.db
    .select()
    .from(organizationSigningKeys)
    .where(eq(organizationSigningKeys.organizationId, organizationId));
}

describe('sealPdf', () => {
  it('burns the fields in, appends the certificate page and signs the whole file', async () => {
    const original = await originalPdf(2);
    const certificate = sampleCertificate();
    const sealed = await sealPdf(deps(), orgId(), { original, fields: everyKindOfField(), certificate });

    expect(sealed.originalSha256).toBe(sha256Hex(original));
    expect(sealed.sealedSha256).toBe(sha256Hex(sealed.bytes));
    const parsed = await PDFDocument.load(sealed.bytes);
    expect(parsed.getPageCount()).toBe(3);
    const text = await pdfText(sealed.bytes);
    expect(text).toHaveLength(3);
    // The typed values are burned into the pages as page content (no form remains).
    expect(text[0]).toContain('Dana Seller');
    expect(text[0]).toContain('DS');
    expect(text[1]).toContain('November 26, 2026');
    expect(text[1]).toContain('Typed by the buyer');
    expect(
      parsed
        .getForm()
        .getFields()
        .filter((f) => f.constructor.name !== 'PDFSignature'),
    ).toHaveLength(0);
    // The drawn signature is an image on page 1.
    expect(Buffer.from(sealed.bytes).toString('latin1')).toMatch(/\/Subtype\s*\/Image/);

    const page = text[2]!;
    expect(page).toContain('Certificate of completion');
    expect(page).toContain(sealed.originalSha256);
    expect(page).toContain('sealed by Threshold for Harborview Realty');
    for (const event of certificate.events) {
      expect(page).toContain(event.at.toISOString());
      expect(page).toContain(event.actorName);
    }
    expect(page).toContain('203.0.113.7');
    expect(page).toContain('iPhone OS 18_1');
    expect(page).toContain('bea@example.test');
    expect(page).toContain('IP address: not recorded');
  });

  it('holds a signature dictionary that a PKCS#7 check accepts, and one changed byte breaks it', async () => {
    const sealed = await sealPdf(deps(), orgId(), {
      original: await originalPdf(1),
      fields: [],
      certificate: sampleCertificate(),
    });
    const raw = Buffer.from(sealed.bytes);
    const latin = raw.toString('latin1');
    expect(latin).toMatch(/\/Type\s*\/Sig/);
    expect(latin).toMatch(/\/ByteRange\s*\[\s*0 \d+ \d+ \d+\s*\]/);
    expect(latin).toMatch(/\/Contents\s*<[0-9a-fA-F]+>/);
    expect(checkPdfSignature(raw)).toEqual({ signed: true, intact: true, signer: 'Harborview Realty' });

    // One byte of the signed content (early in the file, far from /Contents) changed.
    const tampered = Buffer.from(raw);
    tampered.writeUInt8(tampered.readUInt8(100) ^ 0x01, 100);
    expect(checkPdfSignature(tampered)).toMatchObject({ signed: true, intact: false });
    expect(checkPdfSignature(Buffer.from(await originalPdf(1)))).toEqual({
      signed: false,
      intact: false,
      signer: null,
    });
  });

  it('generates one key per organization, stores it encrypted and reuses it; concurrent first seals keep one', async () => {
    const organizationId = await newOrganization('Keystone Homes');
    expect(await keyRows(organizationId)).toHaveLength(0);
    const input = async () => ({
      original: await originalPdf(1),
      fields: [],
      certificate: sampleCertificate({ organizationName: 'Keystone Homes' }),
    });
    const [first, second] = await Promise.all([
      sealPdf(deps(), organizationId, await input()),
      sealPdf(deps(), organizationId, await input()),
    ]);
    const rows = await keyRows(organizationId);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.certificatePem).toContain('BEGIN CERTIFICATE');
    expect(row.encryptedPrivateKey).not.toContain('PRIVATE KEY');
    expect(JSON.stringify(row)).not.toMatch(/BEGIN (RSA )?PRIVATE KEY/);
    // Decrypts with the server secret only.
    expect(decryptPrivateKey(ctx.config.authSecret, row.encryptedPrivateKey).length).toBeGreaterThan(1000);
    expect(() =>
      decryptPrivateKey('another-secret-of-at-least-32-characters!', row.encryptedPrivateKey),
    ).toThrow();

    const third = await sealPdf(deps(), organizationId, await input());
    expect((await keyRows(organizationId))[0]!.id).toBe(row.id);
    for (const sealed of [first, second, third])
      expect(checkPdfSignature(Buffer.from(sealed.bytes))).toEqual({
        signed: true,
        intact: true,
        signer: 'Keystone Homes',
      });
  });

  it('signs with the configured PKCS#12 instead, and generates no key', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'threshold-seal-p12-'));
    try {
      const file = path.join(dir, 'brokerage.p12');
      writeP12File(file, 'Configured Brokerage', 'correct horse');
      const config = { ...ctx.config, signingP12: readSigningP12(file, 'correct horse') };
      const organizationId = await newOrganization('Uses The Configured File');
      const sealed = await sealPdf({ db: ctx.db, config }, organizationId, {
        original: await originalPdf(1),
        fields: [],
        certificate: sampleCertificate(),
      });
      expect(checkPdfSignature(Buffer.from(sealed.bytes))).toEqual({
        signed: true,
        intact: true,
        signer: 'Configured Brokerage',
      });
      expect(await keyRows(organizationId)).toHaveLength(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
