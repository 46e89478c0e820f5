import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect, test } from './fixtures';
import { pathOf, waitForMailLink } from './support/mailbox';

async function agreement() {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([612, 792]).drawText('Purchase agreement — e2e', { x: 72, y: 700, size: 18, font });
  return Buffer.from(await doc.save());
}

test('an agent prepares and sends a document; the buyer (drawn) then the seller (typed) sign through the e-mailed links; the sealed PDF is signed and certified', async ({
  page,
  browser,
  baseURL,
  signInAs,
  checkA11y,
}) => {
  test.slow();
  const run = Date.now() % 100000;
  const buyerEmail = `buyer-${run}@signers.example`;
  const sellerEmail = `seller-${run}@signers.example`;
  await signInAs('realtor');
  const origin = { Origin: new URL(baseURL!).origin };
  const deals = await (await page.request.get('/api/transactions?limit=1')).json();
  const upload = await page.request.post(
    `/api/documents?${new URLSearchParams({ name: `Agreement ${run}`, transaction_id: deals.items[0].id })}`,
    { data: await agreement(), headers: { ...origin, 'content-type': 'application/pdf' } },
  );
  expect(upload.status()).toBe(201);
  const doc = await upload.json();

  // Prepare: two outside recipients in order, a field for each.
  await page.goto(`/documents/${doc.id}`);
  await page.getByRole('button', { name: 'Send for signature' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Prepare:/ })).toBeVisible();
  await page.getByRole('button', { name: 'Add a recipient' }).click();
  const first = page.getByRole('listitem', { name: 'Recipient 1' });
  await first.getByLabel('Who').selectOption('outside');
  await first.getByLabel('Name').fill('Bailey Buyer');
  await first.getByLabel('E-mail').fill(buyerEmail);
  await page.getByRole('button', { name: 'Add a recipient' }).click();
  const second = page.getByRole('listitem', { name: 'Recipient 2' });
  await second.getByLabel('Who').selectOption('outside');
  await second.getByLabel('Name').fill('Sam Seller');
  await second.getByLabel('E-mail').fill(sellerEmail);
  await expect(second.getByLabel('Order')).toHaveValue('2');

  const sheet = page.getByTestId('template-page');
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  await page.getByLabel('Fields for').selectOption({ label: 'Bailey Buyer' });
  await page
    .getByRole('toolbar', { name: 'Add a signing field' })
    .getByRole('button', { name: 'Signature' })
    .click();
  await sheet.click({ position: { x: 150, y: 400 } });
  await page
    .getByRole('toolbar', { name: 'Add a signing field' })
    .getByRole('button', { name: 'Date signed' })
    .click();
  await sheet.click({ position: { x: 450, y: 400 } });
  await page.getByLabel('Fields for').selectOption({ label: 'Sam Seller' });
  await page
    .getByRole('toolbar', { name: 'Add a signing field' })
    .getByRole('button', { name: 'Signature' })
    .click();
  await sheet.click({ position: { x: 150, y: 600 } });
  await expect(page.getByRole('button', { name: 'Signature field for Sam Seller' })).toBeVisible();
  await checkA11y();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Agreement ${run}` })).toBeVisible();
  await expect(page.getByTestId('envelope').getByText('Out for signature')).toBeVisible();

  // The buyer signs (draws) through the e-mailed link, in a browser with no session.
  const signer = await browser.newContext({ baseURL });
  const buyer = await signer.newPage();
  await buyer.goto(pathOf(await waitForMailLink(page.request, buyerEmail, /^Please sign/)));
  await expect(buyer.getByRole('heading', { name: 'Agreement to do business electronically' })).toBeVisible();
  await buyer.getByLabel(/I have read this and agree/).check();
  await buyer.getByRole('button', { name: 'Continue' }).click();
  await expect(buyer.getByRole('link', { name: 'Download the document' })).toBeVisible();
  await buyer.getByRole('button', { name: 'Draw' }).click();
  const pad = buyer.getByLabel(/draw here/);
  const box = (await pad.boundingBox())!;
  await buyer.mouse.move(box.x + 20, box.y + 60);
  await buyer.mouse.down();
  await buyer.mouse.move(box.x + 80, box.y + 30, { steps: 5 });
  await buyer.mouse.move(box.x + 160, box.y + 80, { steps: 5 });
  await buyer.mouse.up();
  await expect(buyer.getByRole('img', { name: 'Drawn signature' })).toBeVisible();
  await buyer.getByRole('button', { name: 'Sign and finish' }).click();
  await expect(buyer.getByText('Thank you: you are done')).toBeVisible();

  // The seller's turn has come: they type their signature.
  const seller = await signer.newPage();
  await seller.goto(pathOf(await waitForMailLink(page.request, sellerEmail, /^Please sign/)));
  await seller.getByLabel(/I have read this and agree/).check();
  await seller.getByRole('button', { name: 'Continue' }).click();
  await seller.getByLabel(/type your name/).fill('Sam Seller');
  await expect(seller.getByTestId('signing-page-1').getByText('Sam Seller')).toBeVisible();
  await seller.getByRole('button', { name: 'Sign and finish' }).click();
  await expect(seller.getByText('Thank you: you are done')).toBeVisible();
  // A used link answers clearly.
  await seller.reload();
  await expect(seller.getByText(/no longer works|No document behind this link/)).toBeVisible();
  await signer.close();

  // The sealed PDF: a new version, digitally signed, with the certificate page.
  await page.reload();
  await expect(page.getByTestId('envelope').getByText('Completed')).toBeVisible();
  const sealed = await page.request.get(`/api/documents/${doc.id}/content`);
  const bytes = Buffer.from(await sealed.body());
  const parsed = await PDFDocument.load(bytes);
  expect(parsed.getPageCount()).toBeGreaterThan(1);
  expect(bytes.includes(Buffer.from('/ByteRange'))).toBe(true);
  expect(bytes.includes(Buffer.from('/Type /Sig')) || bytes.includes(Buffer.from('/Type/Sig'))).toBe(true);

  // The public verify page accepts it.
  await page.goto('/verify');
  await page
    .getByLabel('PDF to check')
    .setInputFiles({ name: 'signed.pdf', mimeType: 'application/pdf', buffer: bytes });
  await expect(page.getByText('This is a sealed document')).toBeVisible();
});
