import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { expect, test } from './fixtures';

test('owners and shares, a lease from a lease deal, a maintenance photo and a tenant statement download', async ({
  page,
  baseURL,
  signInAs,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  await signInAs('leasing_agent');
  const headers = { Origin: new URL(baseURL!).origin };
  const run = Date.now() % 100_000;
  const street = `${run} Osprey Finish Ln`;
  const post = async (path: string, data: unknown, status = 201) => {
    const res = await page.request.post(path, { headers, data });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(status);
    return res.json();
  };
  const property = await post('/api/properties', {
    address: { line1: street, city: 'Harborview', state: 'WA', postal_code: '98110' },
  });
  const rental = await post('/api/rentals/properties', { property_id: property.id });
  const unit = await post(`/api/rentals/properties/${rental.id}/units`, {
    label: '3C',
    beds: 2,
    baths: 1,
    square_feet: 900,
    market_rent_cents: 1_950_00,
  });
  const ownerLast = `Owner${run}`;
  await post('/api/contacts', {
    first_name: 'Nadia',
    last_name: ownerLast,
    emails: [{ label: 'personal', value: `nadia.${run}@example.test` }],
    types: ['seller'],
  });

  // Owners: a new owner through the form, a second row, shares that must add up to 100%.
  await page.goto(`/rental-dashboard/properties/${rental.id}`);
  const addOwner = page.getByRole('form', { name: 'Add an owner' });
  await addOwner.getByLabel(/Find the owner/).fill(ownerLast);
  await addOwner.getByRole('button', { name: `Nadia ${ownerLast}` }).click();
  await addOwner.getByLabel('Management fee (%)').fill('7.5');
  await addOwner.getByLabel('Leasing fee ($)').fill('500');
  await addOwner.getByRole('button', { name: 'Add owner' }).click();
  const shares = page.getByRole('form', { name: 'Owners and shares' });
  await expect(shares.getByLabel('Owner 1', { exact: true })).toHaveValue(/.+/);
  await shares.getByRole('button', { name: 'Add a row' }).click();
  await shares.getByLabel('Share of owner 1 (%)').fill('60');
  await shares.getByLabel('Share of owner 2 (%)').fill('30');
  await shares.getByRole('button', { name: 'Save owners' }).click();
  await expect(shares.getByText('Shares add up to 90%; they must add up to 100%.')).toBeVisible();
  await shares.getByLabel('Share of owner 2 (%)').fill('40');
  await shares.getByRole('button', { name: 'Save owners' }).click();
  await expect(page.getByText(`Nadia ${ownerLast} (60%): $0.00`)).toBeVisible();
  await page.getByRole('button', { name: `Invite Nadia ${ownerLast} as landlord` }).click();
  await expect(page.getByText(`Invitation sent to Nadia ${ownerLast}`)).toBeVisible();
  await checkA11y();

  // A lease deal at the property's address with Rosa Delgado as tenant; the lease is drafted from it.
  const contacts = await (await page.request.get('/api/contacts?q=Delgado', { headers })).json();
  const rosa = contacts.items[0].id as string;
  const deal = await post('/api/transactions', {
    type: 'lease',
    side: 'landlord',
    title: `Lease ${street}`,
    address: { line1: street, city: 'Harborview', state: 'WA', postal_code: '98110' },
    offer_price_cents: 1_925_00,
    earnest_money_cents: 1_925_00,
    participants: [{ contact_id: rosa, roles: ['tenant'] }],
    dates: { closing: '2026-12-01' },
  });
  await page.goto('/rental-dashboard');
  await page.getByRole('link', { name: 'Lease from a deal' }).click();
  await page.getByLabel(/Find a lease deal/).fill(street);
  await page.getByRole('link', { name: `Draft a lease from Lease ${street}` }).click();
  const form = page.getByRole('form', { name: 'New lease' });
  await expect(form.getByLabel('Monthly rent ($)')).toHaveValue('1925');
  await expect(form.getByLabel('Deposit ($)')).toHaveValue('1925');
  await expect(form.getByLabel('Start')).toHaveValue('2026-12-01');
  await expect(form.getByLabel('End (empty: month to month)')).toHaveValue('2027-11-30');
  await expect(form.getByText('Tenants: Rosa Delgado')).toBeVisible();
  await checkA11y();
  await form.getByRole('button', { name: 'Draft lease' }).click();
  await expect(page.getByRole('link', { name: 'The deal this lease came from' })).toHaveAttribute(
    'href',
    `/transactions/${deal.id}`,
  );

  // The month's tenant statement as a PDF.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download tenant statement (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}\.pdf$/);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // A maintenance request on the unit gets a photo on the board; its thumbnail shows.
  const description = `Window latch ${run}`;
  await post('/api/rentals/maintenance', {
    unit_id: unit.id,
    category: 'other',
    priority: 'normal',
    description,
  });
  await page.goto('/rental-dashboard/maintenance');
  await page
    .locator('summary', { hasText: 'Photos' })
    .and(page.getByLabel(`Photos of “${description}”`))
    .click();
  const photo = await sharp({ create: { width: 500, height: 300, channels: 3, background: '#2f6f4f' } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel(`Add a photo to “${description}”`)
    .setInputFiles({ name: 'latch.jpg', mimeType: 'image/jpeg', buffer: photo });
  const thumb = page.getByRole('img', { name: /^Photo 1 by / });
  await expect(thumb).toBeVisible();
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await checkA11y();
});
