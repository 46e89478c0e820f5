import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/** One printed row: text cells at fixed x positions; cells after the first are right-aligned amounts. */
export interface StatementRow {
  cells: string[];
  bold?: boolean;
}

export interface StatementLayout {
  title: string;
  subtitle: string[];
  /** x of each column's left edge (first) or right edge (the others), in points. */
  columns: number[];
  sections: Array<{ heading: string; rows: StatementRow[] }>;
}

const PAGE = { width: 612, height: 792 } as const; // US Letter
const MARGIN = 54;
const LINE = 15;
const INK = rgb(0.1, 0.1, 0.15);
const MUTED = rgb(0.4, 0.4, 0.45);

/**
 * A plain statement PDF (pdf-lib, standard Helvetica): title, subtitle lines, then sections of
 * rows, onto as many Letter pages as they need. Text only, so readers and tests can extract it.
 */
export async function renderStatementPdf(layout: StatementLayout): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(layout.title);
  pdf.setProducer('Threshold');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;

  const ensureRoom = () => {
    if (y >= MARGIN + LINE) return;
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
  };
  const write = (text: string, x: number, font: PDFFont, size: number, rightAligned = false) =>
    drawText(page, text, rightAligned ? x - font.widthOfTextAtSize(text, size) : x, y, font, size);

  write(layout.title, MARGIN, bold, 16);
  y -= LINE * 1.6;
  for (const line of layout.subtitle) {
    drawText(page, line, MARGIN, y, regular, 10, MUTED);
    y -= LINE;
  }
  for (const section of layout.sections) {
    y -= LINE * 0.6;
    ensureRoom();
    write(section.heading, MARGIN, bold, 12);
    y -= LINE * 1.2;
    for (const row of section.rows) {
      ensureRoom();
      const font = row.bold ? bold : regular;
      row.cells.forEach((cell, i) =>
        write(fitted(cell, font, 10, 230), layout.columns[i] ?? MARGIN, font, 10, i > 0),
      );
      y -= LINE;
    }
  }
  return pdf.save();
}

function drawText(
  page: PDFPage,
  text: string,
  x: number,
  y: number,
  font: PDFFont,
  size: number,
  color = INK,
) {
  page.drawText(text, { x, y, size, font, color });
}

/** Cuts text to `maxWidth` points (descriptions can be long). */
function fitted(text: string, font: PDFFont, size: number, maxWidth: number) {
  let shown = text;
  while (shown.length > 1 && font.widthOfTextAtSize(shown, size) > maxWidth) shown = shown.slice(0, -1);
  return shown;
}
