import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createContactByApi, runId } from './support/contacts';
import { DEMO_PASSWORD } from './support/demo';
import { subscribed } from './support/realtime';

/**
 * Issue 14 items 3 and 7 (ADR 0176): the broker moves a contact on the board and the agent's open
 * board follows without a reload; two people on the contact's page see each other.
 */
test('a stage move by the broker shows on the agent’s open board, and both see each other on the contact', async ({
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
  const id = runId();
  const name = `Lena Live${id}`;
  const contact = await createContactByApi(agent!, baseURL!, {
    first_name: 'Lena',
    last_name: `Live${id}`,
    stage: 'new',
  });

  const agentSubscribed = subscribed(agent!);
  await agent!.goto(`/contacts?view=board&q=Live${id}`);
  const agentNew = agent!.getByRole('region', { name: /^New/ });
  await expect(agentNew.getByRole('link', { name })).toBeVisible();
  await agentSubscribed;

  await broker!.goto(`/contacts?view=board&q=Live${id}`);
  const brokerNew = broker!.getByRole('region', { name: /^New/ });
  await brokerNew.getByLabel(`Stage of ${name}`).selectOption('contacted');
  await expect(broker!.getByText(`${name} moved to Contacted`)).toBeVisible();

  // The agent's board moves the card by itself.
  const agentContacted = agent!.getByRole('region', { name: /^Contacted/ });
  await expect(agentContacted.getByRole('link', { name })).toBeVisible();
  await expect(agentNew.getByText('Nobody here.')).toBeVisible();

  // Both open the contact: each sees the other among its viewers.
  await agent!.goto(`/contacts/${contact.id}`);
  await broker!.goto(`/contacts/${contact.id}`);
  const nameOf = async (page: Page) => {
    const { profile } = await (await page.request.get('/api/me')).json();
    return `${profile.first_name} ${profile.last_name}`;
  };
  await expect(agent!.getByTestId('presence')).toHaveAccessibleName(`Also viewing: ${await nameOf(broker!)}`);
  await expect(broker!.getByTestId('presence')).toHaveAccessibleName(`Also viewing: ${await nameOf(agent!)}`);
  await Promise.all(contexts.map((c) => c.close()));
});
