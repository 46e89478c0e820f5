import { expect, test } from './fixtures';

test('a leasing agent puts a property under management, adds a unit through the forms and drafts a lease on it', async ({
  page,
  baseURL,
  signInAs,
  checkA11y,
}) => {
  await signInAs('leasing_agent');
  // The Real Estate property (the listings area's own form is tested there); a unique street per run.
  const street = `${Date.now() % 100_000} Heron Forms Ln`;
  const made = await page.request.post('/api/properties', {
    headers: { Origin: new URL(baseURL!).origin },
    data: { address: { line1: street, city: 'Harborview', state: 'WA', postal_code: '98110' } },
  });
  expect(made.status()).toBe(201);
  const address = `${street}, Harborview`;

  await page.goto('/rental-dashboard/properties');
  const add = page.getByRole('form', { name: 'Add a rental property' });
  await add.getByLabel(/Find the property/).fill(street);
  await add.getByRole('button', { name: `Manage ${address}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: address })).toBeVisible();
  await expect(page.getByText('No units yet.')).toBeVisible();
  await expect(page.getByText('No vacant unit to lease.')).toBeVisible();
  await checkA11y();

  // A unit: the client refuses a bad rent, the server's field error (too many beds) lands on its field.
  const unit = page.getByRole('form', { name: 'Add a unit' });
  await unit.getByLabel('Unit label').fill('2B');
  await unit.getByLabel('Market rent ($)').fill('abc');
  await unit.getByRole('button', { name: 'Add unit' }).click();
  await expect(unit.getByText('Enter an amount like 1850.00')).toBeVisible();
  await unit.getByLabel('Market rent ($)').fill('1950');
  await unit.getByLabel('Beds').fill('99');
  await unit.getByRole('button', { name: 'Add unit' }).click();
  await expect(unit.getByText('At most 50')).toBeVisible();
  await unit.getByLabel('Beds').fill('2');
  await unit.getByLabel('Baths').fill('1.5');
  // Keyboard only from here: Tab to square feet, type, Tab to the rent, Enter submits.
  await unit.getByLabel('Baths').press('Tab');
  await expect(unit.getByLabel('Square feet')).toBeFocused();
  await page.keyboard.type('880');
  await page.keyboard.press('Tab');
  await expect(unit.getByLabel('Market rent ($)')).toBeFocused();
  await page.keyboard.press('Enter');
  const units = page.getByRole('region', { name: 'Units' });
  await expect(units.getByText('Unit 2B', { exact: true })).toBeVisible();
  await expect(units.getByText('2 bd · 1.5 ba · 880 sq ft · market $1,950.00')).toBeVisible();

  // The lease on it, through the existing form.
  const lease = page.getByRole('form', { name: 'New lease' });
  await expect(lease.getByLabel('Unit')).toHaveValue(/.+/);
  await lease.getByLabel(/Find the tenant/).fill('Delgado');
  await lease.getByRole('button', { name: 'Rosa Delgado' }).click();
  await lease.getByLabel('Start').fill('2026-12-01');
  await lease.getByLabel('Deposit ($)').fill('1950');
  await lease.getByRole('button', { name: 'Draft lease' }).click();
  await expect(page.getByText('Lease draft', { exact: true })).toBeVisible();
  await expect(page.getByText(address).first()).toBeVisible();
  await checkA11y();
});
