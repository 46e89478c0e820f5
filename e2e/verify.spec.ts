import { createHash } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect, test } from './fixtures';

async function unsignedPdf() {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([612, 792]).drawText('A contract nobody sealed', { x: 72, y: 700, size: 18, font });
  return Buffer.from(await doc.save());
}

test('anyone checks a PDF or a hash on /verify without signing in; an unsealed PDF does not match', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/verify');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify a sealed document' })).toBeVisible();
  await checkA11y();

  // A PDF that was never sealed: hashed in the browser, uploaded, no match, no signature.
  const pdf = await unsignedPdf();
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  await page
    .getByLabel('PDF to check')
    .setInputFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText('No sealed document matches')).toBeVisible();
  await expect(page.getByText('“contract.pdf” is not exactly a document sealed by Threshold')).toBeVisible();
  await expect(page.getByText('The file carries no digital signature.')).toBeVisible();
  await expect(page.getByText(sha256)).toBeVisible();
  await checkA11y();

  // Something that is not a PDF is refused with a readable error.
  await page
    .getByLabel('PDF to check')
    .setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('just some text, not a PDF at all'),
    });
  await expect(page.getByRole('alert')).toContainText(/not accepted|not valid|accepted/);

  // A pasted hash, by keyboard: a malformed one is explained, a well-formed unknown one does not match.
  const hashField = page.getByLabel('SHA-256 of the file');
  await hashField.fill('12345');
  await hashField.press('Enter');
  await expect(page.getByText('Paste the 64 hexadecimal characters of a SHA-256')).toBeVisible();
  await hashField.fill(sha256.toUpperCase());
  await hashField.press('Enter');
  await expect(page.getByText('This hash is not exactly a document sealed by Threshold')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the verify page fits the screen and the file button is reachable', async ({ page }) => {
    await page.goto('/verify');
    await expect(page.getByRole('button', { name: 'Choose a PDF' })).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
