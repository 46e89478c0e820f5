import { rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import { fontSizeFor } from '@threshold/domain/templates/field-geometry';

/** A rectangle in PDF points, origin bottom-left (see boxToPdfRect). */
export interface PdfRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The ink every filled-in field is drawn with (generated documents and sealed envelopes alike). */
export const FIELD_INK = rgb(0.05, 0.1, 0.3);

/**
 * What a standard (WinAnsi) font can draw: characters outside its set become "?" so a name in
 * another script never makes pdf-lib throw (the stored record keeps the exact text).
 */
export function drawableText(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return Array.from(text.replace(/[\r\n\t]+/g, ' '))
    .map((ch) => (supported.has(ch.codePointAt(0)!) ? ch : '?'))
    .join('');
}

/** One line of text fitted to the box: shrunk to fit the width (down to 5 pt), then cut. */
export function drawFieldText(page: PDFPage, rect: PdfRect, text: string, font: PDFFont) {
  const safe = drawableText(font, text);
  let size = fontSizeFor(rect.height);
  while (size > 5 && font.widthOfTextAtSize(safe, size) > rect.width - 2) size -= 0.5;
  let shown = safe;
  while (shown.length > 1 && font.widthOfTextAtSize(shown, size) > rect.width - 2) shown = shown.slice(0, -1);
  page.drawText(shown, {
    x: rect.x + 1,
    y: rect.y + (rect.height - size) / 2 + size * 0.22,
    size,
    font,
    color: FIELD_INK,
  });
}

/** A ticked checkbox: an X inside the box. */
export function drawFieldCheck(page: PDFPage, rect: PdfRect) {
  const pad = Math.min(rect.width, rect.height) * 0.2;
  const line = { thickness: 1.2, color: FIELD_INK };
  page.drawLine({
    start: { x: rect.x + pad, y: rect.y + pad },
    end: { x: rect.x + rect.width - pad, y: rect.y + rect.height - pad },
    ...line,
  });
  page.drawLine({
    start: { x: rect.x + pad, y: rect.y + rect.height - pad },
    end: { x: rect.x + rect.width - pad, y: rect.y + pad },
    ...line,
  });
}

/** An image (a drawn signature) scaled to fit the box, keeping its proportions, centred. */
export function drawFieldImage(page: PDFPage, rect: PdfRect, image: PDFImage) {
  const scale = Math.min(rect.width / image.width, rect.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  page.drawImage(image, {
    x: rect.x + (rect.width - width) / 2,
    y: rect.y + (rect.height - height) / 2,
    width,
    height,
  });
}
