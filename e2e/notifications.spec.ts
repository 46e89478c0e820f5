import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD } from './support/demo';
import { subscribed } from './support/realtime';

/**
 * Issue 14 item 5: the broker returns a checklist item; the agent's bell counts it without a
 * reload, its menu shows it, and choosing it opens the deal and marks it read. Then the agent's
 * notification settings save and survive a reload.
 */
test('a returned checklist item reaches the agent’s bell live and opens the deal', async ({
  browser,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const [agent, broker] = (await Promise.all(contexts.map((c) => c.newPage()))) as [Page, Page];
  await agent.addInitScript(() => window.localStorage.setItem('threshold.cookie-notice.seen', 'true'));
  const signIn = async (page: Page, email: string) => {
    const response = await page.request.post('/api/auth/sign-in/email', {
      data: { email, password: DEMO_PASSWORD },
      headers: { Origin: origin },
    });
    expect(response.status()).toBe(200);
  };
  await signIn(agent, 'realtor@demo.test');
  await signIn(broker, 'broker@demo.test');
  const headers = { Origin: origin };

  const created = await agent.request.post('/api/transactions', {
    headers,
    data: {
      type: 'purchase',
      side: 'buyer',
      address: { line1: '12 Bell Tower Rd', city: 'Harborview', state: 'WA', postal_code: '98110' },
    },
  });
  expect(created.status()).toBe(201);
  const deal = (await created.json()) as { id: string; title: string };
  const item = (await (await agent.request.get(`/api/transactions/${deal.id}/checklist`)).json()).items[0];
  const submitted = await agent.request.post(`/api/transactions/${deal.id}/checklist/${item.id}/submit`, {
    headers,
    data: { document_name: 'agreement.pdf' },
  });
  expect(submitted.status()).toBe(200);

  const agentSubscribed = subscribed(agent, 'notifications');
  await agent.goto('/dashboard');
  const bell = agent.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  await agentSubscribed;
  const unreadOf = async () =>
    ((await (await agent.request.get('/api/notifications/unread-count')).json()).unread as number) +
    ((await (await agent.request.get('/api/calendar/reminders')).json()).unread as number);
  const before = await unreadOf();
  if (before > 0) await expect(bell).toHaveAccessibleName(`Notifications, ${before} unread`);

  const returned = await broker.request.post(`/api/transactions/${deal.id}/checklist/${item.id}/return`, {
    headers,
    data: { note: 'Please initial page 3' },
  });
  expect(returned.status()).toBe(200);

  // The badge rises without a reload.
  await expect(bell).toHaveAccessibleName(`Notifications, ${before + 1} unread`);
  await bell.click();
  const entry = agent
    .getByTestId('notification-item')
    .filter({ hasText: `Returned: ${item.title}` })
    .first();
  await expect(entry).toContainText('Please initial page 3');
  await entry.click();
  await expect(agent).toHaveURL(new RegExp(`/transactions/${deal.id}$`));
  await expect(bell).toHaveAccessibleName(before ? `Notifications, ${before} unread` : 'Notifications');
  await Promise.all(contexts.map((c) => c.close()));
});

test('notification settings save and survive a reload', async ({ page, signInAs }) => {
  await signInAs('realtor');
  await page.goto('/settings#notifications');
  const form = page.getByRole('form', { name: 'Notification settings' });
  const mentions = form.getByLabel('Mentions');
  await expect(mentions).toHaveValue('email_now');
  await mentions.selectOption('email_digest');
  await form.getByLabel('Offers received').selectOption('off');
  await form.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(page.getByText('Notification settings saved')).toBeVisible();
  await page.reload();
  await expect(form.getByLabel('Mentions')).toHaveValue('email_digest');
  await expect(form.getByLabel('Offers received')).toHaveValue('off');
});
