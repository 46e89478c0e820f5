import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect, expectPage, test } from './fixtures';
import { DEMO_PASSWORD } from './support/demo';

async function disclosure(title: string) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([612, 792]).drawText(title, { x: 72, y: 700, size: 18, font });
  return Buffer.from(await doc.save());
}

test('a buyer finds the document their agent sent on their dashboard and deal page, and signs it from the app', async ({
  page,
  request,
  baseURL,
  signInAs,
  checkA11y,
}) => {
  test.slow();
  const title = `Lead paint disclosure ${Date.now() % 100000}`;
  await signInAs('buyer');
  const me = await (await page.request.get('/api/me')).json();
  const deal = (await (await page.request.get('/api/transactions?limit=50')).json()).items[0];

  // The broker (another browser context) sends the buyer a document to sign on their deal.
  const headers = { Origin: new URL(baseURL!).origin };
  expect(
    (
      await request.post('/api/auth/sign-in/email', {
        data: { email: 'broker@demo.test', password: DEMO_PASSWORD },
        headers,
      })
    ).status(),
  ).toBe(200);
  const participants = await (await request.get(`/api/transactions/${deal.id}/participants`)).json();
  const buyerParticipant = participants.items.find(
    (p: { user_id: string | null }) => p.user_id === me.user.id,
  );
  const upload = await request.post(
    `/api/documents?${new URLSearchParams({ name: title, transaction_id: deal.id, shared_with_clients: 'true' })}`,
    { data: await disclosure(title), headers: { ...headers, 'content-type': 'application/pdf' } },
  );
  expect(upload.status()).toBe(201);
  const created = await request.post('/api/envelopes', {
    data: { document_id: (await upload.json()).id },
    headers,
  });
  expect(created.status()).toBe(201);
  const draft = await created.json();
  const prepared = await request.patch(`/api/envelopes/${draft.id}`, {
    headers: { ...headers, 'If-Match': `"${draft.version}"` },
    data: {
      title,
      recipients: [
        {
          key: 'b',
          kind: 'participant',
          participant_id: buyerParticipant.id,
          role: 'signer',
          routing_order: 1,
        },
      ],
      fields: [
        {
          id: 'f1',
          recipient_key: 'b',
          kind: 'signature',
          page: 1,
          x: 0.1,
          y: 0.5,
          width: 0.3,
          height: 0.05,
        },
      ],
    },
  });
  expect(prepared.status()).toBe(200);
  const sent = await request.post(`/api/envelopes/${draft.id}/send`, {
    headers: { ...headers, 'If-Match': `"${(await prepared.json()).version}"` },
  });
  expect(sent.status()).toBe(200);

  // The buyer's dashboard lists it; their deal page puts it first in "What to do".
  await page.goto('/dashboard');
  await expect(
    page.getByRole('region', { name: 'Waiting for my signature' }).getByRole('link', { name: title }),
  ).toBeVisible();
  await page.goto(`/transactions/${deal.id}`);
  await expectPage(page, `/transactions/${deal.id}`, deal.title);
  const todos = page.getByRole('region', { name: 'What to do' });
  await expect(todos.getByRole('listitem').first()).toContainText(`Sign “${title}”`);
  await checkA11y();
  await todos
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('button', { name: 'Sign now' })
    .click();
  await expect(page.getByRole('heading', { name: 'Agreement to do business electronically' })).toBeVisible();
  await page.getByLabel(/I have read this and agree/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel(/type your name/).fill('Demo Buyer');
  await page.getByRole('button', { name: 'Sign and finish' }).click();
  await expect(page.getByText('Thank you: you are done')).toBeVisible();

  // Done: it no longer waits for them.
  await page.goto(`/transactions/${deal.id}`);
  await expect(page.getByRole('region', { name: 'What to do' })).not.toContainText(`Sign “${title}”`);
});
