import { expect, test } from './fixtures';

test('the listing agent edits a listing and its property and sees them on the listing page', async ({
  page,
  baseURL,
  signInAs,
  checkA11y,
}) => {
  await signInAs('realtor');
  const headers = { Origin: new URL(baseURL!).origin };
  const street = `${Date.now() % 100000} Sandpiper Ln`;
  const property = await page.request.post('/api/properties', {
    data: { address: { line1: street, city: 'Harborview', state: 'WA' }, beds: 3 },
    headers,
  });
  expect(property.status()).toBe(201);
  const listing = await page.request.post('/api/listings', {
    data: { property_id: (await property.json()).id, list_price_cents: 640_000_00 },
    headers,
  });
  expect(listing.status()).toBe(201);
  const { id } = await listing.json();

  await page.goto(`/real-estate/listings/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(street) })).toBeVisible();
  await page.getByRole('link', { name: 'Edit listing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit listing' })).toBeVisible();
  await page.getByLabel('List price ($)').fill('');
  await page.getByRole('button', { name: 'Save listing' }).click();
  await expect(page.getByText('Required')).toBeVisible();
  await page.getByLabel('List price ($)').fill('629,500');
  await page.getByLabel('MLS number').fill('NWMLS-7781');
  await page.getByLabel('Showing instructions').fill('Text the agent an hour ahead; shoes off.');
  await checkA11y();
  await page.getByRole('button', { name: 'Save listing' }).click();

  await expect(page).toHaveURL(new RegExp(`/real-estate/listings/${id}$`));
  const terms = page.getByRole('heading', { name: 'Terms', exact: true }).locator('..');
  await expect(terms.getByText('$629,500')).toBeVisible();
  await expect(terms.getByText('NWMLS-7781')).toBeVisible();
  await expect(terms.getByText('Text the agent an hour ahead; shoes off.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Price history' }).locator('..')).toContainText('$640,000');

  await page.getByRole('link', { name: 'Edit property' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit property' })).toBeVisible();
  await expect(page.getByLabel('Street address')).toHaveValue(street);
  await page.getByLabel('Bedrooms').fill('5');
  await page.getByLabel('Description').fill('Sunny corner lot with a new roof.');
  await page.getByRole('button', { name: 'Save property' }).click();

  await expect(page).toHaveURL(new RegExp(`/real-estate/listings/${id}$`));
  const facts = page.getByRole('heading', { name: 'Property', exact: true }).locator('..');
  await expect(facts.getByText('Sunny corner lot with a new roof.')).toBeVisible();
  await expect(facts.locator('dd').nth(2)).toHaveText('5');
});

test('a seller client sees their listing and its offers, without internal notes or any action', async ({
  page,
  browser,
  baseURL,
  signInAs,
  checkA11y,
}) => {
  // The listing agent writes an internal note on an offer of the demo seller's listing.
  const agent = await browser.newContext({ baseURL });
  const agentPage = await agent.newPage();
  const headers = { Origin: new URL(baseURL!).origin };
  const signIn = await agentPage.request.post('/api/auth/sign-in/email', {
    data: { email: 'realtor@demo.test', password: 'demo-pass-2026' },
    headers,
  });
  expect(signIn.status()).toBe(200);

  await signInAs('seller');
  const mine = await page.request.get('/api/listings/as-seller');
  const [sold] = (await mine.json()).items.filter((l: { offers_awaiting: number }) => l.offers_awaiting > 0);
  expect(sold, 'the demo seller sells a listing with offers').toBeTruthy();
  const offers = await agentPage.request.get(`/api/listings/${sold.id}/offers`);
  const first = (await offers.json()).items[0];
  const note = await agentPage.request.patch(`/api/offers/${first.id}`, {
    data: { internal_notes: 'Lowball from a tired buyer, counter hard', version: first.version },
    headers,
  });
  expect(note.status()).toBe(200);
  await agent.close();

  await page.goto('/client-dashboard');
  const widget = page.getByTestId('widget-seller-listings');
  await widget.scrollIntoViewIfNeeded();
  await widget.getByRole('link', { name: new RegExp(sold.property.address.line1) }).click();
  await expect(page).toHaveURL(new RegExp(`/my-listings/${sold.id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(sold.property.address.line1) }),
  ).toBeVisible();
  const grid = page.getByRole('table', { name: /Offers compared side by side/ });
  await expect(grid.getByRole('columnheader').first()).toBeVisible();
  await expect(page.getByText('days on market').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Price history' })).toBeVisible();
  await expect(page.getByText('Lowball from a tired buyer')).toHaveCount(0);
  for (const action of [/accept/i, /counter/i, /reject/i, /backup/i, /review/i, /offer link/i, /change/i])
    await expect(page.getByRole('button', { name: action })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /edit/i })).toHaveCount(0);
  await checkA11y();
});
