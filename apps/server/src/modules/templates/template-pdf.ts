import { PDFDocument, StandardFonts } from 'pdf-lib';
import { boxToPdfRect } from '@threshold/domain/templates/field-geometry';
import { formatIsoDate } from '@threshold/domain/templates/merge-fields';
import type { TemplateField } from '@threshold/domain/templates/template.contract';
import { drawFieldCheck, drawFieldText } from '../../platform/pdf/field-drawing';

/** The page sizes (points) of a PDF; throws when pdf-lib cannot read it. */
export async function readPageSizes(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  return pdf.getPages().map((p) => ({ width: p.getWidth(), height: p.getHeight() }));
}

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
      if (value === 'true') drawFieldCheck(page, rect);
      continue;
    }
    if (field.kind === 'signature' || field.kind === 'initials') continue;
    drawFieldText(
      page,
      rect,
      field.kind === 'date' && ISO_DATE.test(value) ? formatIsoDate(value) : value,
      font,
    );
  }
  const form = pdf.getForm();
  if (form.getFields().length > 0) form.flatten();
  return pdf.save();
}
