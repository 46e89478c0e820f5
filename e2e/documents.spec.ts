import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect, test } from './fixtures';

async function pdf(label: string, pages = 3) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++)
    doc.addPage([612, 792]).drawText(`${label} page ${i}`, { x: 72, y: 700, size: 18, font });
  return Buffer.from(await doc.save());
}

test('an agent uploads a PDF to a deal, reads it in the viewer, adds a version; a renamed .exe is refused', async ({
  page,
  signInAs,
  checkA11y,
}) => {
  test.slow();
  await signInAs('realtor');
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await checkA11y();

  // A Windows program named like a PDF: the server sniffs the content and refuses it.
  await page.getByRole('button', { name: 'Upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a document' });
  await dialog
    .getByLabel('File')
    .setInputFiles({
      name: 'contract.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(5000)]),
    });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByText(/not accepted|accepted:/).first()).toBeVisible();

  const name = `Inspection ${Date.now() % 100000}`;
  await dialog
    .getByLabel('File')
    .setInputFiles({
      name: 'inspection.pdf',
      mimeType: 'application/pdf',
      buffer: await pdf('Inspection', 3),
    });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Type').selectOption('inspection');
  await dialog.getByLabel('Deal').selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Upload' }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page.getByText('Page 2 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.getByText('125%')).toBeVisible();
  await expect(page.getByText('Uploaded', { exact: true })).toBeVisible();

  const download = await page.request.get(page.url().replace('/documents/', '/api/documents/') + '/content');
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');

  await page.getByRole('button', { name: 'New version' }).click();
  const versionDialog = page.getByRole('dialog');
  await versionDialog
    .getByLabel('File')
    .setInputFiles({
      name: 'inspection-v2.pdf',
      mimeType: 'application/pdf',
      buffer: await pdf('Revised', 1),
    });
  await versionDialog.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('button', { name: 'v2 (current)' })).toBeVisible();
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  await page.getByRole('button', { name: 'v1', exact: true }).click();
  await expect(page.getByText('Page 1 of 3')).toBeVisible();

  // The list filters by type.
  await page.goto('/documents?type=inspection');
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
});

test('a broker places a field on a template; an agent generates it for a deal, typing what the deal lacks', async ({
  page,
  signInAs,
}) => {
  test.slow();
  await signInAs('broker');
  await page.goto('/templates');
  await page.getByRole('link', { name: 'Seller property disclosure' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Seller property disclosure' })).toBeVisible();
  await expect(page.getByTestId('template-page')).toBeVisible();
  await page.getByRole('toolbar', { name: 'Add a field' }).getByRole('button', { name: 'Text' }).click();
  await page.getByTestId('template-page').click({ position: { x: 400, y: 850 } });
  await page.getByRole('complementary', { name: 'Field' }).getByLabel('Label').fill('Inspector notes');
  await page.getByRole('button', { name: 'Save fields' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();

  await signInAs('realtor');
  await page.goto('/generate-document');
  await page.getByLabel('Template').selectOption({ label: 'Seller property disclosure' });
  await page.getByLabel('Deal').selectOption({ index: 1 });
  await expect(page.getByRole('heading', { name: 'From the deal' })).toBeVisible();
  await page.getByLabel('Inspector notes').fill('Minor wear on the deck');
  await page.getByLabel(/Known defects/).fill('None known');
  const missing = page.getByLabel(/^Missing:/);
  for (let i = 0; i < (await missing.count()); i++) await missing.nth(i).fill('Typed value');
  await page.getByRole('button', { name: 'Generate and file on the deal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Seller property disclosure — / })).toBeVisible();
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  await expect(page.getByText('Generated from a template')).toBeVisible();
});
