import { PDFDocument } from 'pdf-lib';
import { boundedImage } from '../../platform/storage/uploaded-image';

/** US Letter in PDF points; an image is fitted inside it with a half-inch margin, keeping its proportions. */
const PAGE = { width: 612, height: 792 };
const MARGIN = 36;
/** Any camera's photo or scanner's page; a larger image is refused before it is decoded. */
export const MAX_DOCUMENT_IMAGE_PIXELS = 60_000_000;
/** The page at 300 dots per inch, either way round: enough for a scan to print sharp. */
const PAGE_AT_300_DPI = { width: 3300, height: 3300 };

/**
 * A one-page PDF holding the image (PNG or JPEG), for documents uploaded as photos or scans. The
 * image is decoded within bounds and re-encoded as a JPEG no larger than the page needs, so pdf-lib
 * only copies it in (ADR 0113). Over-limit or undecodable images are a 400 on `file`.
 */
export async function imageToPdf(bytes: Buffer, title: string) {
  const image = await boundedImage(bytes, {
    maxPixels: MAX_DOCUMENT_IMAGE_PIXELS,
    fit: PAGE_AT_300_DPI,
    format: 'jpeg',
    field: 'file',
  });
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer('Threshold');
  const embedded = await pdf.embedJpg(image.bytes);
  const landscape = image.width > image.height;
  const page = pdf.addPage(landscape ? [PAGE.height, PAGE.width] : [PAGE.width, PAGE.height]);
  const box = { width: page.getWidth() - 2 * MARGIN, height: page.getHeight() - 2 * MARGIN };
  const scale = Math.min(box.width / image.width, box.height / image.height, 1);
  const width = image.width * scale;
  const height = image.height * scale;
  page.drawImage(embedded, {
    x: (page.getWidth() - width) / 2,
    y: (page.getHeight() - height) / 2,
    width,
    height,
  });
  return pdf.save();
}
