import { expect, test } from './fixtures';

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
  const origin = new URL(baseURL!).origin;
  // A deal with nobody else on it: its conversation is the realtor's alone (no one's unread count moves).
  const created = await page.request.post('/api/transactions', {
    headers: { Origin: origin },
    data: {
      type: 'purchase',
      side: 'buyer',
      address: { line1: '12 Search Test Way', city: 'Harborview', state: 'WA', postal_code: '98110' },
    },
  });
  expect(created.status()).toBe(201);
  const dealId = (await created.json()).id as string;
  const list = await (await page.request.get('/api/conversations?kind=deal&limit=100')).json();
  const conversation = list.items.find((c: { transaction_id: string }) => c.transaction_id === dealId);
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
  await expect(page.getByTestId('message')).toHaveCount(55);

  // The search stays in the pane; narrowed to this conversation it still finds the message.
  await page.getByRole('checkbox', { name: 'Only this conversation' }).check();
  await expect(page).toHaveURL(/in=conversation/);
  await expect(results.getByRole('link')).toHaveCount(1);
  await search.fill('Filler note 5');
  // Notes 5 and 50–54.
  await expect(results.getByRole('link')).toHaveCount(6);
});
