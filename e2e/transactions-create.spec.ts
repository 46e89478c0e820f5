import { expect, test } from './fixtures';

test('a broker creates a dual deal with the wizard and sees its checklist and key dates', async ({
  page,
  signInAs,
  checkA11y,
}) => {
  test.slow(); // a five-step flow with an axe check on most steps
  const street = `${Date.now() % 100000} Lighthouse Rd`;
  await signInAs('broker');
  await page.goto('/transactions');
  await page.getByRole('link', { name: 'New transaction' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New transaction' })).toBeVisible();
  await checkA11y();

  // Step 1: nothing chosen → the contract's messages; then a dual purchase.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Choose a type', { exact: true })).toBeVisible();
  await page.getByRole('radio', { name: /Purchase/ }).check();
  await page.getByLabel('Side').selectOption('dual');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: property and price.
  await expect(page.getByRole('heading', { name: 'Step 2 of 5: Property' })).toBeVisible();
  await page.getByLabel('Street address').fill(street);
  await page.getByLabel('City').fill('Bayside');
  await page.getByLabel('State').fill('WA');
  await page.getByLabel('List price').fill('650,000');
  await page.getByLabel('Beds').fill('3');
  await checkA11y();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: one person holding two roles.
  await expect(page.getByRole('heading', { name: 'Step 3 of 5: Participants' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a person' }).click();
  await page.getByLabel('First name').fill('Pat');
  await page.getByLabel('Last name').fill('Morgan');
  await page.getByRole('checkbox', { name: 'Buyer', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Seller', exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 4: under contract, accepted today; the default schedule is previewed.
  await expect(page.getByRole('heading', { name: 'Step 4 of 5: Dates' })).toBeVisible();
  await page.getByRole('radio', { name: /Under contract/ }).check();
  await page.getByLabel('Contract acceptance').fill(new Date().toISOString().slice(0, 10));
  await expect(page.getByText('Inspection contingency')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 5: review and create.
  await expect(page.getByRole('heading', { name: 'Step 5 of 5: Review' })).toBeVisible();
  await expect(page.getByText('Dual (both sides)')).toBeVisible();
  await checkA11y();
  await page.getByRole('button', { name: 'Create deal' }).click();

  await expect(page.getByRole('heading', { level: 1, name: street })).toBeVisible();
  await expect(page.getByText('Deal created')).toBeVisible();
  await expect(page).toHaveURL(/\/transactions\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Under contract', { exact: true }).first()).toBeVisible();
  await checkA11y();

  // Dual purchase: both sides' checklist items.
  await page.getByRole('tab', { name: 'Checklist' }).click();
  await expect(page.getByRole('listitem', { name: 'Buyer representation agreement' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Exclusive listing agreement' })).toBeVisible();
  await checkA11y();

  await page.getByRole('tab', { name: 'Key dates' }).click();
  await expect(page.getByText('10 calendar days after Contract acceptance', { exact: false })).toBeVisible();
  await expect(page.getByText(/Closing — /)).toBeVisible();
  await checkA11y();

  await page.getByRole('tab', { name: 'People' }).click();
  const person = page.getByRole('list', { name: 'Roles of Pat Morgan' });
  await expect(person.getByText('Buyer', { exact: true })).toBeVisible();
  await expect(person.getByText('Seller', { exact: true })).toBeVisible();
});
