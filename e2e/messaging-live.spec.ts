import { expect, test } from './fixtures';
import { DEMO_PASSWORD } from './support/demo';

/**
 * Issue 14: an agent and a buyer chat on the deal's conversation live — a message appears without a
 * reload, and the buyer's unread badge moves up, then down once they read it.
 */
test('agent and buyer chat on the deal’s conversation without reloading', async ({ browser, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const [agent, buyer] = await Promise.all(contexts.map((c) => c.newPage()));
  for (const page of [agent!, buyer!]) {
    await page.addInitScript(() => window.localStorage.setItem('threshold.cookie-notice.seen', 'true'));
  }
  const signIn = async (page: typeof agent, email: string) => {
    const response = await page!.request.post('/api/auth/sign-in/email', {
      data: { email, password: DEMO_PASSWORD },
      headers: { Origin: origin },
    });
    expect(response.status()).toBe(200);
  };
  await signIn(agent, 'realtor@demo.test');
  await signIn(buyer, 'buyer@demo.test');

  // The agent opens a deal with the buyer on it: its conversation comes with it.
  const buyerId = (await (await buyer!.request.get('/api/me')).json()).user.id as string;
  const created = await agent!.request.post('/api/transactions', {
    headers: { Origin: origin },
    data: {
      type: 'purchase',
      side: 'buyer',
      address: { line1: '77 Live Chat Ln', city: 'Harborview', state: 'WA', postal_code: '98110' },
      participants: [{ user_id: buyerId, roles: ['buyer'] }],
    },
  });
  expect(created.status()).toBe(201);
  const dealId = (await created.json()).id as string;
  const conversations = await (await agent!.request.get('/api/conversations?kind=deal&limit=100')).json();
  const conversation = conversations.items.find(
    (c: { transaction_id: string }) => c.transaction_id === dealId,
  );
  expect(conversation).toBeTruthy();

  await buyer!.goto('/dashboard');
  const badge = buyer!.getByTestId('side-nav').getByTestId('nav-badge-messages');
  const unreadBefore = (await (await buyer!.request.get('/api/conversations/unread')).json())
    .messages as number;
  if (unreadBefore > 0) await expect(badge).toContainText(`${unreadBefore} unread`);
  else await expect(buyer!.getByRole('link', { name: 'Messages' }).first()).toBeVisible();

  await agent!.goto(`/messages/${conversation.id}`);
  await expect(agent!.getByRole('heading', { name: conversation.title })).toBeVisible();
  await agent!.getByLabel('Message', { exact: true }).fill('The inspection moved to Friday at 9.');
  await agent!.getByRole('button', { name: 'Send' }).click();
  await expect(agent!.getByTestId('message-list')).toContainText('The inspection moved to Friday at 9.');

  // The buyer's badge counts the new message without a reload.
  await expect(badge).toContainText(`${unreadBefore + 1} unread`);

  await buyer!.goto(`/messages/${conversation.id}`);
  await expect(buyer!.getByTestId('message-list')).toContainText('The inspection moved to Friday at 9.');
  // Reading it takes it off the badge.
  if (unreadBefore === 0) await expect(badge).toHaveCount(0);
  else await expect(badge).toContainText(`${unreadBefore} unread`);

  // Both are on the thread: each sees the other as viewing, and the agent's typing shows.
  await expect(buyer!.getByTestId('presence')).toBeVisible();
  await agent!.getByLabel('Message', { exact: true }).fill('One more thing');
  await expect(buyer!.getByTestId('typing')).toContainText('is typing…');
  await buyer!.getByLabel('Message', { exact: true }).fill('Thanks — Friday works for me.');
  await buyer!.keyboard.press('Enter');
  // The agent's open thread shows the reply without a reload.
  await expect(agent!.getByTestId('message-list')).toContainText('Thanks — Friday works for me.');
  await Promise.all(contexts.map((c) => c.close()));
});

test('a checklist approval by the broker appears on the agent’s open deal page without reloading', async ({
  browser,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const [agent, broker] = await Promise.all(contexts.map((c) => c.newPage()));
  for (const [page, email] of [
    [agent!, 'realtor@demo.test'],
    [broker!, 'broker@demo.test'],
  ] as const) {
    await page.addInitScript(() => window.localStorage.setItem('threshold.cookie-notice.seen', 'true'));
    const response = await page.request.post('/api/auth/sign-in/email', {
      data: { email, password: DEMO_PASSWORD },
      headers: { Origin: origin },
    });
    expect(response.status()).toBe(200);
  }
  const created = await agent!.request.post('/api/transactions', {
    headers: { Origin: origin },
    data: {
      type: 'sale',
      side: 'seller',
      address: { line1: `${Date.now() % 100000} Live Ct`, city: 'Bayside' },
    },
  });
  expect(created.status()).toBe(201);
  const deal = (await created.json()) as { id: string };
  const itemTitle = 'Exclusive listing agreement';
  const checklist = await (await agent!.request.get(`/api/transactions/${deal.id}/checklist`)).json();
  const item = checklist.items.find((i: { title: string }) => i.title === itemTitle);
  const submitted = await agent!.request.post(`/api/transactions/${deal.id}/checklist/${item.id}/submit`, {
    headers: { Origin: origin },
    data: { document_name: 'listing-agreement.pdf' },
  });
  expect(submitted.status()).toBe(200);

  await agent!.goto(`/transactions/${deal.id}?tab=checklist`);
  const row = agent!.getByRole('listitem').filter({ has: agent!.getByText(itemTitle, { exact: true }) });
  await expect(row.getByText('Waiting for review')).toBeVisible();

  // The broker opens the same deal: the agent sees someone else viewing it.
  await broker!.goto(`/transactions/${deal.id}?tab=checklist`);
  await expect(agent!.getByTestId('presence')).toBeVisible();

  const approved = await broker!.request.post(`/api/transactions/${deal.id}/checklist/${item.id}/approve`, {
    headers: { Origin: origin },
    data: {},
  });
  expect(approved.status()).toBe(200);
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
  await Promise.all(contexts.map((c) => c.close()));
});
