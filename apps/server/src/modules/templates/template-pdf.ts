import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { boxToPdfRect, fontSizeFor } from '@threshold/domain/templates/field-geometry';
import { formatIsoDate } from '@threshold/domain/templates/merge-fields';
import type { TemplateField } from '@threshold/domain/templates/template.contract';

/** The page sizes (points) of a PDF; throws when pdf-lib cannot read it. */
export async function readPageSizes(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  return pdf.getPages().map((p) => ({ width: p.getWidth(), height: p.getHeight() }));
}

const INK = rgb(0.05, 0.1, 0.3);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Draws the values into the template's pages and flattens it (ADR 0115): text, dates and merge fields
 * as text fitted to their box, checkboxes as an X; signature and initials fields stay empty for the
 * signing step. Any interactive form the source PDF had is flattened too, so the result is plain pages.
 */
export async function fillTemplate(
  source: Uint8Array,
  fields: readonly TemplateField[],
  values: ReadonlyMap<string, string>,
  title: string,
) {
  const pdf = await PDFDocument.load(source);
  pdf.setTitle(title);
  pdf.setProducer('Threshold');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const pages = pdf.getPages();
  for (const field of fields) {
    const page = pages[field.page - 1];
    const value = values.get(field.id);
    if (!page || value === undefined || value === '') continue;
    const rect = boxToPdfRect(field, { width: page.getWidth(), height: page.getHeight() });
    if (field.kind === 'checkbox') {
      if (value !== 'true') continue;
      const pad = Math.min(rect.width, rect.height) * 0.2;
      page.drawLine({
        start: { x: rect.x + pad, y: rect.y + pad },
        end: { x: rect.x + rect.width - pad, y: rect.y + rect.height - pad },
        thickness: 1.2,
        color: INK,
      });
      page.drawLine({
        start: { x: rect.x + pad, y: rect.y + rect.height - pad },
        end: { x: rect.x + rect.width - pad, y: rect.y + pad },
        thickness: 1.2,
        color: INK,
      });
      continue;
    }
    if (field.kind === 'signature' || field.kind === 'initials') continue;
    const text = field.kind === 'date' && ISO_DATE.test(value) ? formatIsoDate(value) : value;
    let size = fontSizeFor(rect.height);
    // Shrink to fit the width (down to 5 pt), then cut what still does not fit.
    while (size > 5 && font.widthOfTextAtSize(text, size) > rect.width - 2) size -= 0.5;
    let shown = text;
    while (shown.length > 1 && font.widthOfTextAtSize(shown, size) > rect.width - 2)
      shown = shown.slice(0, -1);
    page.drawText(shown, {
      x: rect.x + 1,
      y: rect.y + (rect.height - size) / 2 + size * 0.22,
      size,
      font,
      color: INK,
    });
  }
  const form = pdf.getForm();
  if (form.getFields().length > 0) form.flatten();
  return pdf.save();
}
