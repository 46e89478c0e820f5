import { expect, test } from './fixtures';
import { expectAccessible } from './support/a11y';
import { pathOf, waitForMailLink } from './support/mailbox';
import { loneDealConversation } from './support/messaging';

/**
 * Issue 14 item 4: the agent invites a lender without an account from the conversation's People
 * panel; the lender opens the e-mailed link and they chat live. The link is single-use.
 */
test('a guest opens the e-mailed link and chats with the agent live', async ({
  page,
  browser,
  signInAs,
  baseURL,
  checkA11y,
}) => {
  await signInAs('realtor');
  const { conversation } = await loneDealConversation(page, baseURL!, `${Date.now() % 100000} Guest Ln`);
  const email = `lender${Date.now()}@outside.test`;

  await page.goto(`/messages/${conversation.id}`);
  await page.getByRole('button', { name: /People/ }).click();
  await page.getByLabel('Guest e-mail').fill(email);
  await page.getByLabel('Name (optional)').fill('Lena Lender');
  await page.getByRole('button', { name: 'Invite guest' }).click();
  const people = page.getByTestId('conversation-people');
  await expect(people).toContainText(email);
  await expect(people).toContainText('invited');

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.addInitScript(() => window.localStorage.setItem('threshold.cookie-notice.seen', 'true'));
  const link = pathOf(await waitForMailLink(guest.request, email, /invited to a conversation/));
  await guest.goto(link);
  await expect(guest).toHaveURL(/\/guest$/);
  await expect(guest.getByRole('heading', { name: conversation.title })).toBeVisible();
  await expect(guest.getByText(`You are a guest (${email})`)).toBeVisible();
  await expectAccessible(guest);

  // The agent's message reaches the guest without a reload, and the guest's reply the agent.
  await page.getByLabel('Message', { exact: true }).fill('Welcome, Lena — the appraisal is booked.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(guest.getByTestId('message-list')).toContainText('the appraisal is booked');
  await guest.getByLabel('Message', { exact: true }).fill('Thanks, I will send the conditions.');
  await guest.keyboard.press('Enter');
  const reply = page.getByTestId('message').filter({ hasText: 'I will send the conditions' });
  await expect(reply).toContainText(`(guest, ${email})`);
  await expect(people).toContainText('joined');

  // The link worked once: opening it again (another browser) is refused.
  const other = await browser.newContext();
  const again = await other.newPage();
  await again.goto(link);
  await expect(again.getByRole('heading', { name: 'This link cannot be opened' })).toBeVisible();

  // Removed, the guest's page has nothing more to show.
  await page.getByRole('button', { name: `Remove guest ${email}` }).click();
  await expect(people).not.toContainText(email);
  await guest.reload();
  await expect(guest.getByRole('heading', { name: 'No conversation open here' })).toBeVisible();
  await checkA11y();
  await Promise.all([guestContext.close(), other.close()]);
});

