import { expect, test } from './fixtures';

const dollars = (text: string | null) => Math.round(Number((text ?? '').replace(/[$,]/g, '')) * 100);

test('a leasing agent drafts and activates a lease, records a partial payment; the renter asks for a repair; staff move it on the board', async ({
  page,
  browser,
  baseURL,
  signInAs,
  checkA11y,
}) => {
  test.slow();
  await signInAs('leasing_agent');

  // The leasing agent drafts a lease on a vacant unit for a CRM contact, then activates it.
  await page.goto('/rental-dashboard/properties');
  await page.getByRole('link', { name: '220 Salt Marsh Way, Harborview' }).click();
  const newLease = page.getByRole('form', { name: 'New lease' });
  await newLease.getByLabel(/Find the tenant/).fill('Delgado');
  await newLease.getByRole('button', { name: 'Rosa Delgado' }).click();
  await newLease.getByLabel('Start').fill('2026-12-01');
  await newLease.getByLabel('Deposit ($)').fill('1500');
  await newLease.getByRole('button', { name: 'Draft lease' }).click();
  await expect(page.getByText('Lease draft', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Activate (move in)' }).click();
  await expect(page.getByText('Lease active', { exact: true })).toBeVisible();
  await page.goto('/rental-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Rentals' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Delinquency' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Rent roll' })).toBeVisible();
  await checkA11y();

  // Open the most delinquent lease and record part of what is owed.
  await page
    .getByRole('table', { name: /Delinquent leases/ })
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Ledger' })).toBeVisible();
  const balance = page.getByTestId('lease-balance');
  const before = dollars(await balance.textContent());
  expect(before).toBeGreaterThan(100_00);
  const form = page.getByRole('form', { name: 'Record a payment' });
  await form.getByLabel('Amount ($)').fill('abc');
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(form.getByText('Enter an amount like 1250.00')).toBeVisible();
  await form.getByLabel('Amount ($)').fill('100.00');
  await form.getByLabel('Method').selectOption('check');
  await form.getByLabel(/Reference/).fill('2044');
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(balance).toHaveText(
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format((before - 100_00) / 100),
  );
  await expect(page.getByRole('cell', { name: 'Payment (Check 2044)' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Record payment' })).toBeEnabled();
  await checkA11y();

  // The renter sends a maintenance request from their portal.
  const renterContext = await browser.newContext({ baseURL: baseURL! });
  const renter = await renterContext.newPage();
  await renter.addInitScript(() => window.localStorage.setItem('threshold.cookie-notice.seen', 'true'));
  const signIn = await renter.request.post('/api/auth/sign-in/email', {
    data: { email: 'renter@demo.test', password: 'demo-pass-2026' },
    headers: { Origin: new URL(baseURL!).origin },
  });
  expect(signIn.status()).toBe(200);
  await renter.goto('/rental-dashboard');
  await expect(renter.getByRole('heading', { level: 1, name: 'My rentals' })).toBeVisible();
  await renter.getByRole('link', { name: 'Maintenance requests' }).click();
  const description = `Bathroom fan rattles ${Date.now() % 10_000}`;
  const request = renter.getByRole('form', { name: 'New maintenance request' });
  await request.getByLabel('Category').selectOption('electrical');
  await request.getByLabel('What needs fixing?').fill(description);
  await request.getByLabel('Staff may enter when I am not home').check();
  await request.getByRole('button', { name: 'Send request' }).click();
  await expect(renter.getByRole('list', { name: 'My requests' }).getByText(description)).toBeVisible();
  await renterContext.close();

  // Staff see it as New on the board and assign it.
  await page.goto('/rental-dashboard/maintenance');
  const newColumn = page.getByRole('region', { name: 'New' });
  const card = newColumn.getByRole('listitem').filter({ hasText: description });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Assigned' }).click();
  await expect(
    page.getByRole('region', { name: 'Assigned' }).getByRole('listitem').filter({ hasText: description }),
  ).toBeVisible();
});
