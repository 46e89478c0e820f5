import { PDFDocument } from 'pdf-lib';

/** US Letter in PDF points; an image is fitted inside it with a half-inch margin, keeping its proportions. */
const PAGE = { width: 612, height: 792 };
const MARGIN = 36;

/** A one-page PDF holding the image (PNG or JPEG), for documents uploaded as photos or scans. */
export async function imageToPdf(bytes: Uint8Array, contentType: 'image/png' | 'image/jpeg', title: string) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer('Threshold');
  const image = contentType === 'image/png' ? await pdf.embedPng(bytes) : await pdf.embedJpg(bytes);
  const landscape = image.width > image.height;
  const page = pdf.addPage(landscape ? [PAGE.height, PAGE.width] : [PAGE.width, PAGE.height]);
  const box = { width: page.getWidth() - 2 * MARGIN, height: page.getHeight() - 2 * MARGIN };
  const scale = Math.min(box.width / image.width, box.height / image.height, 1);
  const width = image.width * scale;
  const height = image.height * scale;
  page.drawImage(image, {
    x: (page.getWidth() - width) / 2,
    y: (page.getHeight() - height) / 2,
    width,
    height,
  });
  return pdf.save();
}
