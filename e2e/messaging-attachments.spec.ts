import { expect, test } from './fixtures';
import { loneDealConversation } from './support/messaging';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
const EXE = Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(512, 1)]);

/** Issue 14: files on messages — attach, see progress and refusals, send, download. */
test('an agent sends a PDF in a deal’s conversation and downloads it from the thread', async ({
  page,
  signInAs,
  baseURL,
}) => {
  await signInAs('realtor');
  const { conversation } = await loneDealConversation(page, baseURL!, '9 Attachment Row');

  await page.goto(`/messages/${conversation.id}`);
  await expect(page.getByRole('heading', { name: conversation.title })).toBeVisible();
  const files = page.getByRole('list', { name: 'Files to send' });
  await page.getByTestId('message-file-input').setInputFiles([
    { name: 'pre-approval.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: EXE },
  ]);
  await expect(files.getByRole('alert')).toContainText('not attached');
  await expect(files).toContainText(`pre-approval.pdf${PDF.length} B`);
  await page.getByRole('button', { name: 'Remove invoice.pdf' }).click();
  await expect(files.getByRole('listitem')).toHaveCount(1);

  await page.getByLabel('Message', { exact: true }).fill('Pre-approval attached.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(files).toBeHidden();
  const sent = page.getByTestId('message').filter({ hasText: 'Pre-approval attached.' });
  const link = sent.getByRole('link', { name: /pre-approval\.pdf/ });
  await expect(link).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('pre-approval.pdf');
  const saved = await download.path();
  expect(saved).toBeTruthy();
});
