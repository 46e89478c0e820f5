import { expect, test } from './fixtures';
import { loneDealConversation } from './support/messaging';

/**
 * Issue 14 item 4: the thread is virtualized and opens at the newest message; scrolling up loads
 * older messages and keeps the message the reader was looking at where it was.
 */
test('scrolling up a long thread loads older messages and keeps the place', async ({
  page,
  signInAs,
  baseURL,
}) => {
  test.setTimeout(300_000); // 110 messages are posted first, one by one (their order matters)
  await signInAs('realtor');
  const { conversation, origin } = await loneDealConversation(page, baseURL!, '8 Long Thread Rd');
  for (let n = 1; n <= 110; n++) {
    const response = await page.request.post(`/api/conversations/${conversation.id}/messages`, {
      headers: { Origin: origin },
      data: { body: `Thread note ${n}` },
    });
    expect(response.status()).toBe(201);
  }

  await page.goto(`/messages/${conversation.id}`);
  const log = page.getByRole('log', { name: 'Messages' });
  const rows = page.locator('li[aria-setsize]');
  // Opens at the newest of the first page (50), with only the rows near the viewport in the page.
  await expect(log.getByText('Thread note 110', { exact: true })).toBeInViewport();
  await expect(rows.first()).toHaveAttribute('aria-setsize', '50');
  expect(await rows.count()).toBeLessThan(50);

  // Scrolled to the top, the next page loads above, and the message that was there stays in view.
  await log.evaluate((el) => el.scrollTo({ top: 0, behavior: 'instant' }));
  await expect(rows.first()).toHaveAttribute('aria-setsize', '100');
  await expect(log.getByText('Thread note 61', { exact: true })).toBeInViewport();
  expect(await log.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);

  // By keyboard: the button loads the rest; at the top is the very first message.
  await page.getByRole('button', { name: 'Load older messages' }).focus();
  await page.keyboard.press('Enter');
  await expect(rows.first()).toHaveAttribute('aria-setsize', '110');
  await expect(page.getByRole('button', { name: 'Load older messages' })).toHaveCount(0);
  await log.evaluate((el) => el.scrollTo({ top: 0, behavior: 'instant' }));
  await expect(log.getByText('Thread note 1', { exact: true })).toBeInViewport();

  // Sending brings the reader back to the newest message.
  await page.getByLabel('Message', { exact: true }).fill('Newest from me');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(log.getByText('Newest from me', { exact: true })).toBeInViewport();
});
