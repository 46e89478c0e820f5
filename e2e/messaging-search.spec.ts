import { expect, test } from './fixtures';
import { loneDealConversation } from './support/messaging';

/**
 * Issue 14: search within a conversation and across mine. A match 54 messages back opens its
 * conversation with older pages loaded until the message shows, marked and focused.
 */
test('an agent finds an old message by a word and opens it in its conversation', async ({
  page,
  signInAs,
  baseURL,
}) => {
  await signInAs('realtor');
  const { conversation, origin } = await loneDealConversation(page, baseURL!, '12 Search Test Way');
  const word = `Wombat${Date.now() % 100000}`;
  const send = async (body: string) => {
    const response = await page.request.post(`/api/conversations/${conversation.id}/messages`, {
      headers: { Origin: origin },
      data: { body },
    });
    expect(response.status()).toBe(201);
    return (await response.json()).id as string;
  };
  const target = await send(`The lender needs the ${word} statement by Friday.`);
  for (let n = 1; n <= 54; n++) await send(`Filler note ${n}`);

  await page.goto('/messages');
  const search = page.getByRole('searchbox', { name: 'Search messages' });
  await search.fill('zz-no-such-words');
  await expect(page.getByText('No messages match')).toBeVisible();
  await search.fill(word.toLowerCase());
  const results = page.getByTestId('message-search-results');
  await expect(results.getByRole('link')).toHaveCount(1);
  await expect(results).toContainText(conversation.title);
  await expect(results.locator('mark')).toHaveText(word);
  await expect(page).toHaveURL(new RegExp(`q=${word.toLowerCase()}`));

  await results.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/messages/${conversation.id}\\?.*message=${target}`));
  const linked = page.locator(`[data-message-id="${target}"]`);
  await expect(linked).toBeFocused();
  await expect(linked).toHaveAttribute('aria-current', 'true');
  // The thread is virtualized: its rows say how many messages are loaded (all 55 by now).
  await expect(page.locator('li[aria-setsize]').filter({ has: linked })).toHaveAttribute('aria-setsize', '55');

  // The search stays in the pane; narrowed to this conversation it still finds the message.
  await page.getByRole('checkbox', { name: 'Only this conversation' }).check();
  await expect(page).toHaveURL(/in=conversation/);
  await expect(results.getByRole('link')).toHaveCount(1);
  await search.fill('Filler note 5');
  // Notes 5 and 50–54.
  await expect(results.getByRole('link')).toHaveCount(6);
});
