import { expect, expectPage, test } from './fixtures';
import { DEMO_PASSWORD } from './support/demo';

test('a buyer opening /transactions gets their deals without staff controls', async ({
  page,
  signInAs,
  checkA11y,
}) => {
  await signInAs('buyer');
  const response = await page.request.get('/api/transactions?limit=50');
  expect(response.status()).toBe(200);
  const { items } = await response.json();
  expect(items.length, 'the demo buyer takes part in a deal').toBeGreaterThan(0);
  await page.goto('/transactions');
  await expectPage(page, '/transactions', 'Your deals');
  const list = page.getByTestId('client-deals-list');
  await expect(list.getByRole('listitem')).toHaveCount(items.length);
  await expect(list.getByRole('link', { name: items[0].title })).toHaveAttribute(
    'href',
    `/transactions/${items[0].id}`,
  );
  for (const staffControl of [/export/i, /saved view/i, /^board$/i, /new transaction/i]) {
    await expect(page.getByRole('button', { name: staffControl })).toHaveCount(0);
    await expect(page.getByRole('link', { name: staffControl })).toHaveCount(0);
  }
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await checkA11y();
});

test('a realtor keeps the staff deals screen', async ({ page, signInAs }) => {
  await signInAs('realtor');
  await page.goto('/transactions');
  await expectPage(page, '/transactions', 'Transactions');
  await expect(page.getByRole('region', { name: 'Deals table' })).toBeVisible();
  await expect(page.getByTestId('client-deals-list')).toHaveCount(0);
});

test('a buyer opening their deal gets the client view: progress, dates, people, no staff controls', async ({
  page,
  signInAs,
  checkA11y,
}) => {
  await signInAs('buyer');
  const { items } = await (await page.request.get('/api/transactions?limit=50')).json();
  const deal = items[0];
  await page.goto(`/transactions/${deal.id}`);
  await expectPage(page, `/transactions/${deal.id}`, deal.title);
  const view = page.getByTestId('client-deal-view');
  await expect(view.getByRole('region', { name: 'Progress' })).toBeVisible();
  const people = await (await page.request.get(`/api/transactions/${deal.id}/participants`)).json();
  const staff = people.items.filter((p: { is_client: boolean }) => !p.is_client);
  expect(staff.length, 'the deal has an agent to contact').toBeGreaterThan(0);
  await expect(view.getByRole('region', { name: 'People to contact' })).toContainText(staff[0].display_name);
  await expect(view.getByRole('region', { name: 'Dates' })).toBeVisible();
  await expect(view.getByRole('link', { name: 'Your documents' })).toHaveAttribute('href', `/documents?deal=${deal.id}`);
  const shared = await (await page.request.get(`/api/documents?transaction_id=${deal.id}&limit=10`)).json();
  const documents = view.getByRole('region', { name: 'Documents', exact: true });
  if (shared.items.length > 0)
    await expect(documents.getByRole('link', { name: shared.items[0].name })).toHaveAttribute(
      'href',
      `/documents/${shared.items[0].id}`,
    );
  else await expect(documents).toContainText('No documents shared with you yet.');
  for (const staffControl of [/^edit/i, /reassign/i, /cancel deal/i, /withdraw/i, /mark under contract/i, /export/i]) {
    await expect(page.getByRole('button', { name: staffControl })).toHaveCount(0);
  }
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await checkA11y();
});

test('a realtor opening a deal keeps the staff deal page', async ({ page, signInAs }) => {
  await signInAs('realtor');
  const { items } = await (await page.request.get('/api/transactions?limit=1')).json();
  await page.goto(`/transactions/${items[0].id}`);
  await expect(page.getByRole('heading', { level: 1, name: items[0].title })).toBeVisible();
  await expect(page.getByTestId('client-deal-view')).toHaveCount(0);
});

test('a buyer ticks off the to-do their agent assigned on their deal, and it stays done', async ({
  page,
  request,
  baseURL,
  signInAs,
  checkA11y,
}) => {
  await signInAs('buyer');
  const me = await (await page.request.get('/api/me')).json();
  const { items } = await (await page.request.get('/api/transactions?limit=50')).json();
  const deal = items[0];
  // The broker (another browser context) assigns the buyer a to-do on that deal.
  const origin = new URL(baseURL!).origin;
  const signIn = await request.post('/api/auth/sign-in/email', {
    data: { email: 'broker@demo.test', password: DEMO_PASSWORD },
    headers: { Origin: origin },
  });
  expect(signIn.status()).toBe(200);
  const title = `Upload proof of funds ${Date.now()}`;
  const created = await request.post(`/api/transactions/${deal.id}/tasks`, {
    data: { title, due_date: '2031-03-01', assignee_id: me.user.id },
    headers: { Origin: origin },
  });
  expect(created.status()).toBe(201);

  await page.goto(`/transactions/${deal.id}`);
  await expectPage(page, `/transactions/${deal.id}`, deal.title);
  const todos = page.getByRole('region', { name: 'What to do' });
  const box = todos.getByRole('checkbox', { name: title });
  await expect(box).not.toBeChecked();
  await expect(todos).toContainText('due Mar 1, 2031');
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await expect(todos.getByRole('listitem').filter({ hasText: title })).toContainText('done');
  await page.reload();
  await expect(page.getByRole('region', { name: 'What to do' }).getByRole('checkbox', { name: title })).toBeChecked();
  await checkA11y();
});
