import { createHash } from 'node:crypto';
import { PDFDocument, StandardFonts, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import { boxToPdfRect } from '@threshold/domain/templates/field-geometry';
import { formatIsoDate } from '@threshold/domain/templates/merge-fields';
import type { Config } from '../../platform/config';
import type { DbOrTx } from '../../platform/db/client';
import { drawFieldCheck, drawFieldImage, drawFieldText } from '../../platform/pdf/field-drawing';
import { offThread } from '../../platform/workers/off-thread';
import { appendCertificatePages } from './certificate-page';
import {
  organizationSigningMaterial,
  signingIdentityOf,
  type SigningMaterial,
} from './organization-certificate';
import { signPdf } from './pdf-signature';
import type * as thisModule from './seal-pdf';

export type SealFieldKind = 'signature' | 'initials' | 'date_signed' | 'text' | 'checkbox';

export interface SealFieldValue {
  /** 1-based. */
  page: number;
  /** Page fractions, origin top-left: the same geometry as template fields (field-geometry.ts). */
  x: number;
  y: number;
  width: number;
  height: number;
  kind: SealFieldKind;
  /** signature/initials: a drawn PNG or typed text; checkbox: checked; the rest: text. */
  value: { text: string } | { checked: boolean } | { png: Uint8Array };
}

export interface SealAuditEvent {
  at: Date;
  action: string;
  actorName: string;
  actorEmail: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  detail?: string;
}

export interface SealCertificate {
  title: string;
  envelopeId: string;
  organizationName: string;
  recipients: Array<{
    name: string;
    email: string;
    role: 'signer' | 'approver' | 'viewer';
    status: string;
    completedAt: Date | null;
  }>;
  events: SealAuditEvent[];
}

export interface SealPdfInput {
  original: Uint8Array;
  fields: SealFieldValue[];
  certificate: SealCertificate;
}

export interface SealedPdf {
  bytes: Uint8Array;
  originalSha256: string;
  sealedSha256: string;
}

/** What sealing needs: the database (or the caller's transaction) and the signing settings. */
export interface SealDeps {
  db: DbOrTx;
  config: Pick<Config, 'authSecret' | 'appUrl' | 'signingP12'>;
}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Draws one recipient value into its box (flattened: plain page content, not a form field). */
class FieldBurner {
  private readonly images = new Map<Uint8Array, PDFImage>();

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: { text: PDFFont; signature: PDFFont },
  ) {}

  async burn(page: PDFPage, field: SealFieldValue) {
    const rect = boxToPdfRect(field, { width: page.getWidth(), height: page.getHeight() });
    const { value } = field;
    if ('checked' in value) {
      if (value.checked) drawFieldCheck(page, rect);
    } else if ('png' in value) {
      drawFieldImage(page, rect, await this.image(value.png));
    } else if (value.text !== '') {
      const typedSignature = field.kind === 'signature' || field.kind === 'initials';
      const text =
        field.kind === 'date_signed' && ISO_DATE.test(value.text) ? formatIsoDate(value.text) : value.text;
      drawFieldText(page, rect, text, typedSignature ? this.fonts.signature : this.fonts.text);
    }
  }

  /** One embedded image per drawn signature, however many boxes it fills. */
  private async image(png: Uint8Array) {
    let image = this.images.get(png);
    if (!image) {
      image = await this.pdf.embedPng(png);
      this.images.set(png, image);
    }
    return image;
  }
}

/** How and when the document is signed: the key material and the certificate's details. */
export interface SealSigning {
  material: SigningMaterial;
  organizationName: string;
  appUrl: string;
  sealedAt: Date;
}

/**
 * Burns the field values into the pages, flattens any form, appends the certificate of completion
 * with the audit trail and the original's SHA-256, and digitally signs the result (ADR 0160). Pure
 * CPU work on bytes: sealPdf runs it on a worker thread.
 */
export async function sealPdfBytes(input: SealPdfInput, signing: SealSigning): Promise<SealedPdf> {
  const { certificate } = input;
  const { sealedAt } = signing;
  const originalSha256 = sha256Hex(input.original);
  const pdf = await PDFDocument.load(input.original);
  const form = pdf.getForm();
  if (form.getFields().length > 0) form.flatten();
  const burner = new FieldBurner(pdf, {
    text: await pdf.embedFont(StandardFonts.Helvetica),
    signature: await pdf.embedFont(StandardFonts.TimesRomanItalic),
  });
  const pages = pdf.getPages();
  for (const field of input.fields) {
    const page = pages[field.page - 1];
    if (!page)
      throw new Error(`A field is on page ${field.page}, but the document has ${pages.length} pages`);
    await burner.burn(page, field);
  }
  const verifyUrl = `${signing.appUrl}/verify`;
  await appendCertificatePages(pdf, certificate, { originalSha256, sealedAt, verifyUrl });
  pdf.setTitle(certificate.title);
  pdf.setProducer('Threshold');
  pdf.setModificationDate(sealedAt);
  const bytes = await signPdf(pdf, signingIdentityOf(signing.material), {
    organizationName: signing.organizationName,
    appUrl: signing.appUrl,
    signingTime: sealedAt,
  });
  return { bytes: new Uint8Array(bytes), originalSha256, sealedSha256: sha256Hex(bytes) };
}

/** Sealing is CPU work: a worker thread does it (ADR 0191). */
const sealWork = offThread<typeof thisModule>(import.meta.url, './seal-pdf');

/**
 * Seals a completed document with the organization's signing key (found or made here, on the
 * caller's database handle); the burning and signing run on a worker thread. The caller stores the
 * bytes and records them with recordSealedDocument so the public verify page can find them.
 */
export async function sealPdf(
  deps: SealDeps,
  organizationId: string,
  input: SealPdfInput,
): Promise<SealedPdf> {
  const material = await organizationSigningMaterial(
    deps.db,
    { serverSecret: deps.config.authSecret, configuredP12: deps.config.signingP12 },
    organizationId,
    input.certificate.organizationName,
  );
  return sealWork.sealPdfBytes(input, {
    material,
    organizationName: input.certificate.organizationName,
    appUrl: deps.config.appUrl,
    sealedAt: new Date(),
  });
}
