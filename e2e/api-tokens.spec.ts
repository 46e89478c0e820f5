import { expect, test } from './fixtures';

test('a broker makes an API token, uses it, and revokes it', async ({
  page,
  signInAs,
  playwright,
  baseURL,
  checkA11y,
}) => {
  await signInAs('managing_broker');
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'API tokens' });
  await section.getByRole('button', { name: 'New token' }).click();

  // The server's own validation reaches the form.
  await section.getByRole('button', { name: 'Make token' }).click();
  await expect(section.getByText('Give the token a name')).toBeVisible();

  await section.getByLabel('Token name').fill('Spreadsheet sync');
  await section.getByLabel('Everything I can do', { exact: false }).uncheck();
  await section.getByLabel('read:transactions').check();
  await section.getByRole('button', { name: 'Make token' }).click();
  const token = (await section.getByTestId('new-api-token').textContent())!.trim();
  expect(token).toMatch(/^thr_/);
  await checkA11y();

  // A client without cookies: the token alone answers for the broker, within its one permission.
  const client = await playwright.request.newContext({ baseURL });
  const auth = { Authorization: `Bearer ${token}` };
  expect((await client.get('/api/transactions?limit=5', { headers: auth })).status()).toBe(200);
  expect((await client.get('/api/contacts', { headers: auth })).status()).toBe(403);

  await section.getByRole('button', { name: 'Done' }).click();
  await expect(section.getByTestId('api-tokens')).toContainText('Spreadsheet sync');
  await section.getByRole('button', { name: 'Revoke' }).first().click();
  await page.getByRole('button', { name: 'Revoke token' }).click();
  await expect(section.getByText(/Revoked/)).toBeVisible();
  expect((await client.get('/api/transactions?limit=5', { headers: auth })).status()).toBe(401);
  await client.dispose();
});
