import { PageSizes, StandardFonts, rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { drawableText } from '../../platform/pdf/field-drawing';
import type { SealCertificate } from './seal-pdf';

const MARGIN = 54;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.35, 0.37, 0.42);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  mono: PDFFont;
}

/** Breaks text into lines no wider than `width`: at spaces, and inside words longer than a line. */
export function wrapText(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of drawableText(font, text).split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** Writes top to bottom, starting a new certificate page when the current one is full. */
class CertificateWriter {
  private page!: PDFPage;
  private y = 0;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
    private readonly heading: string,
  ) {
    this.newPage();
  }

  private newPage() {
    this.page = this.pdf.addPage(PageSizes.Letter);
    this.y = this.page.getHeight() - MARGIN;
    this.page.drawText(this.heading, {
      x: MARGIN,
      y: this.y - 16,
      size: 16,
      font: this.fonts.bold,
      color: INK,
    });
    this.y -= 34;
  }

  private get width() {
    return this.page.getWidth() - 2 * MARGIN;
  }

  /** Wrapped text; `indent` points from the margin. */
  text(content: string, opts: { font?: PDFFont; size?: number; muted?: boolean; indent?: number } = {}) {
    const font = opts.font ?? this.fonts.regular;
    const size = opts.size ?? 9.5;
    const indent = opts.indent ?? 0;
    for (const line of wrapText(font, content, size, this.width - indent)) {
      if (this.y - size < MARGIN) this.newPage();
      this.page.drawText(line, {
        x: MARGIN + indent,
        y: this.y - size,
        size,
        font,
        color: opts.muted ? MUTED : INK,
      });
      this.y -= size * 1.4;
    }
  }

  section(title: string) {
    if (this.y - 40 < MARGIN) this.newPage();
    this.y -= 8;
    this.text(title, { font: this.fonts.bold, size: 11.5 });
    this.y -= 2;
  }

  gap(points = 6) {
    this.y -= points;
  }
}

const iso = (date: Date | null) => (date ? date.toISOString() : '—');
const orNone = (value: string | null) => value ?? 'not recorded';

/**
 * Appends the certificate of completion (ADR 0160): the statement that Threshold sealed the document
 * for the organization, the SHA-256 of the original, the recipients, and every audit event with who,
 * e-mail, UTC time, IP address and user agent. Continues on further pages when long.
 */
export async function appendCertificatePages(
  pdf: PDFDocument,
  certificate: SealCertificate,
  details: { originalSha256: string; sealedAt: Date; verifyUrl: string },
) {
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    mono: await pdf.embedFont(StandardFonts.Courier),
  };
  const out = new CertificateWriter(pdf, fonts, 'Certificate of completion');
  out.text(
    `This document was sealed by Threshold for ${certificate.organizationName} on ${iso(details.sealedAt)} ` +
      `and digitally signed with the organization's certificate. Any change to the file breaks that signature.`,
  );
  out.text(`Check this file at ${details.verifyUrl}: its SHA-256 must match the sealed record.`, {
    muted: true,
  });
  out.section('Document');
  out.text(`Title: ${certificate.title}`);
  out.text(`Envelope: ${certificate.envelopeId}`);
  out.text('SHA-256 of the original document:');
  out.text(details.originalSha256, { font: fonts.mono, size: 9 });
  out.section('Recipients');
  for (const r of certificate.recipients) {
    out.text(`${r.name} <${r.email}>`, { font: fonts.bold });
    out.text(`${r.role} · ${r.status} · completed ${iso(r.completedAt)}`, { indent: 12, muted: true });
    out.gap(3);
  }
  out.section('Audit trail (times in UTC)');
  for (const e of certificate.events) {
    out.text(`${iso(e.at)}  ${e.action}`, { font: fonts.bold });
    out.text(`By: ${e.actorName}${e.actorEmail ? ` <${e.actorEmail}>` : ''}`, { indent: 12 });
    out.text(`IP address: ${orNone(e.ipAddress)}`, { indent: 12 });
    out.text(`User agent: ${orNone(e.userAgent)}`, { indent: 12, muted: true });
    if (e.detail) out.text(e.detail, { indent: 12, muted: true });
    out.gap(3);
  }
}
