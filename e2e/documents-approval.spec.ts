import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createContactByApi, runId } from './support/contacts';

async function pdf(label: string) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([612, 792]).drawText(label, { x: 72, y: 700, size: 18, font });
  return Buffer.from(await doc.save());
}

async function requestApprovalFromBroker(page: Page, message: string) {
  await page.getByRole('button', { name: 'Request approval' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request approval' });
  await dialog.getByRole('checkbox', { name: /\(Broker\)$/ }).check();
  await dialog.getByLabel('Message (optional)').fill(message);
  await dialog.getByRole('button', { name: 'Send for approval' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: /Approval\s*Awaiting approval/ })).toBeVisible();
}

test('an agent asks the broker to approve a document; the broker returns it, then approves the new version', async ({
  page,
  signInAs,
  checkA11y,
}) => {
  test.slow();
  const name = `Seller disclosure ${runId()}`;
  await signInAs('realtor');
  await page.goto('/documents');
  await page.getByRole('button', { name: 'Upload' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload a document' });
  await upload
    .getByLabel('File')
    .setInputFiles({ name: 'disclosure.pdf', mimeType: 'application/pdf', buffer: await pdf('v1') });
  await upload.getByLabel('Name').fill(name);
  await upload.getByLabel('Deal').selectOption({ index: 1 });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Not sent for approval.')).toBeVisible();
  await requestApprovalFromBroker(page, 'Please check the signatures');
  await checkA11y();
  const documentUrl = page.url();

  // The broker finds it in the review queue and in "waiting for me", and returns it with a comment.
  await signInAs('broker');
  await page.goto('/transactions/review-queue');
  await expect(
    page.getByRole('list', { name: 'Documents to approve' }).getByRole('link', { name }),
  ).toBeVisible();
  await page.goto('/documents');
  // The filter is kept in the URL: the box shows checked once the URL says so.
  await page.getByLabel('Waiting for me').click();
  await expect(page).toHaveURL(/waiting=me/);
  await expect(page.getByLabel('Waiting for me')).toBeChecked();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Waiting for your approval')).toBeVisible();
  await row.getByRole('link', { name, exact: true }).click();
  await expect(page.getByText('Message: Please check the signatures')).toBeVisible();
  await page.getByRole('button', { name: 'Return', exact: true }).click();
  const returning = page.getByRole('dialog', { name: 'Return the document' });
  await returning.getByRole('button', { name: 'Return' }).click();
  await expect(returning.getByText('Say why you return it')).toBeVisible();
  await returning.getByLabel('What needs to change').fill('Initial page 2');
  await returning.getByRole('button', { name: 'Return' }).click();
  await expect(page.getByRole('heading', { name: /Approval\s*Returned/ })).toBeVisible();
  await expect(page.getByText('Comment: Initial page 2')).toBeVisible();
  await expect(page.getByText('Returned for changes')).toBeVisible();

  // The agent uploads a new version and asks again.
  await signInAs('realtor');
  await page.goto(documentUrl);
  await expect(page.getByText('Comment: Initial page 2')).toBeVisible();
  await page.getByRole('button', { name: 'New version' }).click();
  const version = page.getByRole('dialog');
  await version
    .getByLabel('File')
    .setInputFiles({ name: 'disclosure-v2.pdf', mimeType: 'application/pdf', buffer: await pdf('v2') });
  await version.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('button', { name: 'v2 (current)' })).toBeVisible();
  await requestApprovalFromBroker(page, 'Initialled now');

  // The broker approves.
  await signInAs('broker');
  await page.goto(documentUrl);
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const approving = page.getByRole('dialog', { name: 'Approve the document' });
  await approving.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { name: /Approval\s*Approved/ })).toBeVisible();
  await page.goto('/documents');
  await expect(page.getByRole('row').filter({ hasText: name }).getByText('Approved')).toBeVisible();
});

test('a document uploaded on a contact shows on that contact’s page', async ({ page, signInAs, baseURL }) => {
  const id = runId();
  await signInAs('realtor');
  const contact = await createContactByApi(page, baseURL!, { first_name: 'Dora', last_name: `Docs${id}` });
  await page.goto(`/contacts/${contact.id}`);
  const section = page.getByRole('region', { name: 'Documents' });
  await expect(section.getByText('No documents filed on this contact yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Upload' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload a document' });
  await expect(upload.getByLabel('Deal')).toHaveCount(0);
  await upload
    .getByLabel('File')
    .setInputFiles({ name: 'pre-approval.pdf', mimeType: 'application/pdf', buffer: await pdf('letter') });
  await upload.getByLabel('Name').fill(`Pre-approval letter ${id}`);
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload).toBeHidden();
  const listed = page
    .getByRole('list', { name: 'Contact documents' })
    .getByRole('link', { name: `Pre-approval letter ${id}` });
  await expect(listed).toBeVisible();
  await listed.click();
  await expect(page.getByRole('link', { name: `Dora Docs${id}` })).toBeVisible();
});
