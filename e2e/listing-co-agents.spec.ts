import { expect, test } from './fixtures';
import { DEMO_PASSWORD, demoEmail } from './support/demo';

test('a realtor adds a co-listing agent, who opens the listing and sees its offers', async ({
  page,
  browser,
  baseURL,
  signInAs,
  checkA11y,
}) => {
  test.slow();
  const origin = new URL(baseURL!).origin;
  const street = `${Date.now() % 100000} Cormorant Ct`;
  await signInAs('realtor');
  const property = await page.request.post('/api/properties', {
    data: { address: { line1: street, city: 'Harborview', state: 'WA' }, beds: 3 },
    headers: { Origin: origin },
  });
  expect(property.status()).toBe(201);

  // The realtor lists it with the leasing agent as co-listing agent, picked with the keyboard.
  await page.goto(`/real-estate/listings/new?property=${(await property.json()).id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'New listing' })).toBeVisible();
  await page.getByLabel('List price ($)').fill('702,000');
  const picker = page.getByRole('combobox', { name: 'Add a co-listing agent' });
  await picker.fill('Luis');
  const options = page.getByRole('listbox', { name: 'Matching agents' }).getByRole('option');
  // Wait for the search to narrow down to the one match (earlier results stay shown while it runs).
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText('Luis Alvarez');
  await picker.press('ArrowDown'); // one option: the arrow stays on it
  await picker.press('Enter');
  const chosen = page.getByRole('list', { name: 'Co-listing agents' });
  await expect(chosen.getByText('Luis Alvarez')).toBeVisible();
  await expect(chosen.getByRole('button', { name: 'Remove Luis Alvarez as co-listing agent' })).toBeVisible();
  await checkA11y();
  await page.getByRole('button', { name: 'Create listing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(street) })).toBeVisible();
  await expect(page.getByTestId('co-listing-agents')).toContainText('Luis Alvarez');
  await page.getByRole('button', { name: 'Create offer link' }).click();
  const linkKey = new URL((await page.getByTestId('offer-link-url').textContent())!).pathname.split('/').at(-1);
  const listingPath = new URL(page.url()).pathname;

  // A buyer's agent sends an offer through the public link.
  const offer = await page.request.post(`/api/offer-links/${linkKey}`, {
    data: {
      buyer_names: ['Avery Quinn'],
      agent_name: 'Harper Lowe',
      agent_brokerage: 'Tideline Realty',
      agent_license: 'WA-4242',
      agent_email: 'harper.lowe@tideline.test',
      agent_phone: '206 555 0142',
      price_cents: 699_000_00,
      earnest_money_cents: 12_000_00,
      financing: 'cash',
      days_to_close: 25,
      expires_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    },
    headers: { Origin: origin },
  });
  expect(offer.status()).toBe(201);

  // The co-listing agent, in their own session, opens the listing and sees the offer to decide on.
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(() => window.localStorage.setItem('threshold.cookie-notice.seen', 'true'));
  const coAgent = await context.newPage();
  const signIn = await coAgent.request.post('/api/auth/sign-in/email', {
    data: { email: demoEmail('leasing_agent'), password: DEMO_PASSWORD },
    headers: { Origin: origin },
  });
  expect(signIn.status()).toBe(200);
  await coAgent.goto(listingPath);
  await expect(coAgent.getByRole('heading', { level: 1, name: new RegExp(street) })).toBeVisible();
  const grid = coAgent.getByRole('table', { name: /Offers compared side by side/ });
  await expect(grid).toContainText('Harper Lowe');
  await expect(coAgent.getByRole('button', { name: 'Counter Harper Lowe’s offer' })).toBeVisible();
  await expect(coAgent.getByRole('button', { name: 'Accept Harper Lowe’s offer' })).toBeVisible();
  await context.close();
});
