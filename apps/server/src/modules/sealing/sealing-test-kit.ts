import { createPrivateKey } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import forge from 'node-forge';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { generateOrganizationCertificate } from './organization-certificate';
import type { SealCertificate, SealFieldValue } from './seal-pdf';

/** Shared helpers of the sealing suites and the seal bench (not a test file itself). */

/** A real PDF of `pages` Letter pages, each saying its number. */
export async function originalPdf(pages = 2, label = 'Purchase agreement'): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++)
    pdf.addPage([612, 792]).drawText(`${label} — page ${i + 1}`, { x: 72, y: 720, size: 14, font });
  return pdf.save();
}

/** A valid PNG of a dark stroke on a transparent background (a "drawn signature"), made with zlib. */
export function signaturePng(width = 120, height = 40): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 4);
    for (let x = 0; x < width; x++) {
      const onStroke = Math.abs(y - height / 2 - Math.sin(x / 8) * (height / 4)) < 2;
      if (onStroke) row.set([20, 30, 90, 255], 1 + x * 4);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** One field of every kind: a drawn and a typed signature, initials, a date, text and a checkbox. */
export function everyKindOfField(): SealFieldValue[] {
  const box = { x: 0.1, width: 0.35, height: 0.05 };
  return [
    { ...box, page: 1, y: 0.2, kind: 'signature', value: { png: signaturePng() } },
    { ...box, page: 1, y: 0.3, kind: 'signature', value: { text: 'Dana Seller' } },
    { ...box, page: 1, y: 0.4, kind: 'initials', value: { text: 'DS' } },
    { ...box, page: 2, y: 0.2, kind: 'date_signed', value: { text: '2026-11-26' } },
    { ...box, page: 2, y: 0.3, kind: 'text', value: { text: 'Typed by the buyer' } },
    { ...box, page: 2, y: 0.4, width: 0.04, height: 0.03, kind: 'checkbox', value: { checked: true } },
  ];
}

/** An audit trail of two recipients, with the details every event carries. */
export function sampleCertificate(overrides: Partial<SealCertificate> = {}): SealCertificate {
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 9, minute, 0));
  return {
    title: 'Purchase agreement — 12 Harbor Lane',
    envelopeId: '5b0a8f8e-3c1a-4c56-9f5e-2a1d7c1e9a10',
    organizationName: 'Harborview Realty',
    recipients: [
      { name: 'Bea Buyer', email: 'bea@example.test', role: 'signer', status: 'signed', completedAt: at(5) },
      {
        name: 'Dana Seller',
        email: 'dana@example.test',
        role: 'signer',
        status: 'signed',
        completedAt: at(9),
      },
    ],
    events: [
      {
        at: at(0),
        action: 'Envelope sent',
        actorName: 'Riley Realtor',
        actorEmail: 'realtor@demo.test',
        ipAddress: '203.0.113.7',
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
      },
      {
        at: at(5),
        action: 'Signed',
        actorName: 'Bea Buyer',
        actorEmail: 'bea@example.test',
        ipAddress: '198.51.100.23',
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Safari/604.1',
        detail: 'Consented to do business electronically',
      },
      {
        at: at(9),
        action: 'Signed',
        actorName: 'Dana Seller',
        actorEmail: 'dana@example.test',
        ipAddress: null,
        userAgent: null,
      },
    ],
    ...overrides,
  };
}

/** A PKCS#12 file (key + self-signed certificate for `commonName`) as an operator would configure. */
export function writeP12File(file: string, commonName: string, passphrase: string) {
  const { certificatePem, privateKeyDer } = generateOrganizationCertificate(commonName);
  const key = forge.pki.privateKeyFromPem(
    createPrivateKey({ key: privateKeyDer, format: 'der', type: 'pkcs8' })
      .export({ type: 'pkcs8', format: 'pem' })
      .toString(),
  );
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [forge.pki.certificateFromPem(certificatePem)], passphrase, {
    algorithm: '3des',
  });
  writeFileSync(file, Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'));
}
