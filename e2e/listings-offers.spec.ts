import { devices } from '@playwright/test';
import { expect, test } from './fixtures';

const inTwoDays = () => {
  const d = new Date(Date.now() + 2 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

const apiOffer = (agent: string, price: number) => ({
  buyer_names: [`${agent} Buyer`],
  agent_name: agent,
  agent_brokerage: 'Other Realty',
  agent_license: 'WA-777',
  agent_email: `${agent.toLowerCase().replace(/\s/g, '.')}@other.test`,
  agent_phone: '206 555 0199',
  price_cents: price,
  earnest_money_cents: 10_000_00,
  financing: 'cash',
  days_to_close: 21,
  expires_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
});

test('listing agent lists a home; a buyer agent offers from a phone; counter, accepted counter, accept into a deal', async ({
  page,
  browser,
  baseURL,
  signInAs,
  checkA11y,
}) => {
  test.slow();
  const street = `${Date.now() % 100000} Heron Bay Rd`;
  await signInAs('realtor');

  // The listing agent adds a property and lists it.
  await page.goto('/real-estate');
  await expect(page.getByRole('heading', { level: 1, name: 'Real Estate' })).toBeVisible();
  await page.getByRole('link', { name: 'New property' }).click();
  await page.getByRole('button', { name: 'Save property' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await page.getByLabel('Street address').fill(street);
  await page.getByLabel('City').fill('Harborview');
  await page.getByLabel('State').fill('WA');
  await page.getByLabel('Bedrooms').fill('4');
  await page.getByLabel('Bathrooms').fill('2.5');
  await checkA11y();
  await page.getByRole('button', { name: 'Save property' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New listing' })).toBeVisible();
  await page.getByLabel('List price ($)').fill('815,000');
  await page.getByRole('button', { name: 'Create listing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(street) })).toBeVisible();
  await page.getByRole('button', { name: 'Create offer link' }).click();
  const linkPath = new URL((await page.getByTestId('offer-link-url').textContent())!).pathname;
  const listingUrl = page.url();

  // A buyer's agent on a phone-sized screen, without an account.
  const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL });
  const agent = await phone.newPage();
  await agent.goto(linkPath);
  await expect(agent.getByRole('heading', { level: 1, name: 'Submit an offer' })).toBeVisible();
  await expect(agent.getByText('$815,000')).toBeVisible();
  await agent.getByRole('button', { name: 'Review offer' }).click();
  await expect(agent.getByText('Name at least one buyer')).toBeVisible();
  await agent.getByLabel('Buyer names').fill('Jordan Avery, Casey Avery');
  await agent.getByLabel('Your name').fill('Morgan Blake');
  await agent.getByLabel('Brokerage').fill('Blue Water Realty');
  await agent.getByLabel('Licence number').fill('WA-123456');
  await agent.getByLabel('E-mail').fill('morgan.blake@bluewater.test');
  await agent.getByLabel('Phone').fill('(206) 555-0134');
  await agent.getByLabel('Offer price ($)').fill('805,000');
  await agent.getByLabel('Earnest money ($)').fill('20,000');
  await agent.getByLabel('Loan amount ($)').fill('644,000');
  await agent.getByLabel('Offer expires').fill(inTwoDays());
  await agent.getByRole('button', { name: 'Review offer' }).click();
  await expect(agent.getByRole('heading', { name: 'Review your offer' })).toBeVisible();
  await agent.getByRole('button', { name: 'Send offer' }).click();
  await expect(agent.getByRole('heading', { level: 1, name: 'Offer submitted' })).toBeVisible();
  await agent.getByRole('link', { name: 'Open the status page' }).click();
  await expect(agent.getByText('Submitted', { exact: true })).toBeVisible();
  const statusUrl = agent.url();

  // Two more offers arrive through the same link.
  const linkKey = linkPath.split('/').at(-1);
  for (const [name, price] of [
    ['Priya Natarajan', 798_000_00],
    ['Devon Carter', 790_000_00],
  ] as const) {
    const res = await page.request.post(`/api/offer-links/${linkKey}`, {
      data: apiOffer(name, price),
      headers: { Origin: new URL(baseURL!).origin },
    });
    expect(res.status()).toBe(201);
  }

  // The listing agent compares the three offers and counters Morgan's.
  await page.goto(listingUrl);
  const grid = page.getByRole('table', { name: /Offers compared side by side/ });
  await expect(grid.getByRole('columnheader')).toHaveCount(4);
  await checkA11y();
  await page.getByRole('button', { name: 'Counter Morgan Blake’s offer' }).click();
  await page.getByLabel('Counter price ($)').fill('812,000');
  await page.getByRole('button', { name: 'Send counter' }).click();
  await expect(page.getByText('Waiting for the buyer’s answer')).toBeVisible();

  // The buyer's agent accepts the counter through the status link.
  await agent.goto(statusUrl);
  await agent.getByRole('button', { name: 'Accept the counter' }).click();
  await expect(agent.getByText('Reviewed', { exact: true })).toBeVisible();
  await phone.close();

  // The listing agent accepts: the deal is created and opens.
  await page.reload();
  await page.getByRole('button', { name: 'Accept Morgan Blake’s offer' }).click();
  await page.getByRole('button', { name: 'Accept and create the deal' }).click();
  await expect(page.getByText('Active under contract').first()).toBeVisible();
  await page.getByRole('link', { name: 'Open the deal' }).first().click();
  await expect(page).toHaveURL(/\/transactions\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(street) })).toBeVisible();
});
