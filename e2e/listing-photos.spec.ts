import { devices, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';

const inTwoDays = () => {
  const d = new Date(Date.now() + 2 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

const image = (colour: string, format: 'jpeg' | 'png') => {
  const canvas = sharp({ create: { width: 600, height: 400, channels: 3, background: colour } });
  return (format === 'jpeg' ? canvas.jpeg() : canvas.png()).toBuffer();
};

/** A property, an Active listing of it and its offer link, made through the API as the signed-in agent. */
async function listingWithLink(page: Page, baseURL: string, street: string) {
  const headers = { Origin: new URL(baseURL).origin };
  const property = await page.request.post('/api/properties', {
    headers,
    data: { address: { line1: street, city: 'Harborview', state: 'WA', postal_code: '98110' }, beds: 3 },
  });
  expect(property.status()).toBe(201);
  const listing = await page.request.post('/api/listings', {
    headers,
    data: { property_id: (await property.json()).id, list_price_cents: 689_000_00 },
  });
  expect(listing.status()).toBe(201);
  const id = (await listing.json()).id as string;
  const link = await page.request.put(`/api/listings/${id}/offer-link`, { headers, data: {} });
  expect(link.status()).toBe(200);
  return { id, linkPath: (await link.json()).path as string };
}

test('the listing agent uploads two photos, reorders them by keyboard, sets a cover; the portal shows the cover first', async ({
  page,
  browser,
  baseURL,
  signInAs,
  checkA11y,
}) => {
  test.slow();
  await signInAs('realtor');
  const street = `${Date.now() % 100000} Osprey Lane`;
  const { id, linkPath } = await listingWithLink(page, baseURL!, street);
  await page.goto(`/real-estate/listings/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(street) })).toBeVisible();
  await expect(page.getByText('No photos yet.')).toBeVisible();

  await page.getByLabel('Photos to upload').setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await image('#c0392b', 'jpeg') },
    { name: 'garden.png', mimeType: 'image/png', buffer: await image('#27ae60', 'png') },
  ]);
  const photos = page.getByRole('list', { name: 'Photos in order' }).getByRole('listitem');
  await expect(photos).toHaveCount(2);
  await page.getByLabel('Alt text of photo 1').fill('Front of the house');
  await photos.nth(0).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: /“Front of the house”, position 1 of 2/ })).toBeVisible();
  await page.getByLabel('Alt text of photo 2').fill('Back garden');
  await photos.nth(1).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: /“Back garden”, position 2 of 2/ })).toBeVisible();

  // Keyboard only: focus the garden's position button and move it one place earlier.
  await page.getByRole('button', { name: /“Back garden”, position 2 of 2/ }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText('“Back garden” moved to position 1 of 2.')).toBeAttached();
  await expect(page.getByRole('button', { name: /“Back garden”, position 1 of 2/ })).toBeFocused();
  await expect(photos.nth(0).getByRole('img')).toHaveAttribute('alt', 'Back garden');
  // The first photo is the cover until one is chosen: choose the front of the house.
  await expect(photos.nth(0).getByText('Cover')).toBeVisible();
  await page.getByRole('button', { name: 'Make “Front of the house” the cover' }).click();
  await expect(photos.nth(1).getByText('Cover')).toBeVisible();
  await checkA11y();

  // The order and the cover were saved: after a reload they are still there.
  await page.reload();
  await expect(photos.nth(0).getByRole('img')).toHaveAttribute('alt', 'Back garden');
  await expect(photos.nth(1).getByText('Cover')).toBeVisible();

  // The public portal, without an account: the cover first, loaded, with its size set.
  const visitor = await browser.newContext({ ...devices['Pixel 7'], baseURL });
  const portal = await visitor.newPage();
  await portal.goto(linkPath);
  const cover = portal.getByTestId('portal-cover-photo');
  await expect(cover).toHaveAttribute('alt', 'Front of the house');
  await expect(cover).toHaveAttribute('width', /\d+/);
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(portal.getByRole('img', { name: 'Back garden' })).toBeAttached();
  await visitor.close();
});

test('a buyer’s agent on a phone sends an offer with a PDF attachment; the listing agent sees it on the offer', async ({
  page,
  browser,
  baseURL,
  signInAs,
}) => {
  test.slow();
  await signInAs('realtor');
  const street = `${Date.now() % 100000} Kestrel Court`;
  const { id, linkPath } = await listingWithLink(page, baseURL!, street);

  const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL });
  const agent = await phone.newPage();
  await agent.goto(linkPath);
  await expect(agent.getByRole('heading', { level: 1, name: 'Submit an offer' })).toBeVisible();
  await agent.getByLabel('Buyer names').fill('Jamie Rivers');
  await agent.getByLabel('Your name').fill('Alex Moreno');
  await agent.getByLabel('Brokerage').fill('Tideline Homes');
  await agent.getByLabel('Licence number').fill('WA-424242');
  await agent.getByLabel('E-mail').fill('alex.moreno@tideline.test');
  await agent.getByLabel('Phone').fill('(206) 555-0188');
  await agent.getByLabel('Offer price ($)').fill('690,000');
  await agent.getByLabel('Earnest money ($)').fill('15,000');
  await agent.getByLabel('Loan amount ($)').fill('552,000');
  await agent.getByLabel('Offer expires').fill(inTwoDays());

  // A renamed executable is refused on the form; the real PDF goes along.
  await agent.getByLabel('Attachment files').setInputFiles({
    name: 'offer.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0]), Buffer.alloc(64)]),
  });
  await expect(agent.getByText('offer.pdf: Not a PDF or image file, whatever its name says')).toBeVisible();
  await agent.getByRole('button', { name: 'Remove offer.pdf' }).click();
  await agent.getByLabel('Attachment files').setInputFiles({
    name: 'preapproval.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  });
  await expect(agent.getByRole('list', { name: 'Chosen files' }).getByText('preapproval.pdf')).toBeVisible();
  await agent.getByRole('button', { name: 'Review offer' }).click();
  await expect(agent.getByText('preapproval.pdf (Pre-approval)')).toBeVisible();
  await agent.getByRole('button', { name: 'Send offer' }).click();
  await expect(agent.getByRole('heading', { level: 1, name: 'Offer submitted' })).toBeVisible();
  await expect(agent.getByText('preapproval.pdf attached.')).toBeVisible();
  await agent.getByRole('link', { name: 'Open the status page' }).click();
  await expect(agent.getByRole('link', { name: 'preapproval.pdf' })).toBeVisible();
  await phone.close();

  await page.goto(`/real-estate/listings/${id}`);
  const grid = page.getByRole('table', { name: /Offers compared side by side/ });
  const file = grid.getByRole('link', { name: 'Pre-approval' });
  await expect(file).toBeVisible();
  const download = await page.request.get((await file.getAttribute('href'))!);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
  expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
