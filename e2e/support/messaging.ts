import { expect, type Page } from '@playwright/test';

/**
 * A new deal of the signed-in agent with nobody else on it, and its conversation: messages sent
 * there move no one else's unread count, so parallel specs on the demo accounts stay independent.
 */
export async function loneDealConversation(page: Page, baseURL: string, line1: string) {
  const origin = new URL(baseURL).origin;
  const created = await page.request.post('/api/transactions', {
    headers: { Origin: origin },
    data: {
      type: 'purchase',
      side: 'buyer',
      address: { line1, city: 'Harborview', state: 'WA', postal_code: '98110' },
    },
  });
  expect(created.status()).toBe(201);
  const dealId = (await created.json()).id as string;
  const list = await (await page.request.get('/api/conversations?kind=deal&limit=100')).json();
  const conversation = list.items.find((c: { transaction_id: string }) => c.transaction_id === dealId) as {
    id: string;
    title: string;
  };
  expect(conversation).toBeTruthy();
  return { conversation, origin };
}
