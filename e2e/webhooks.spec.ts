import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';

test('a managing broker adds a webhook, sends a test event that verifies with the secret, reads the log and removes it', async ({
  page,
  signInAs,
  checkA11y,
}) => {
  // A receiver on this machine stands in for the brokerage's own system.
  const received: { signature: string; body: string }[] = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ signature: String(req.headers['threshold-signature']), body });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/threshold`;

  try {
    await signInAs('managing_broker');
    await page.goto('/brokerage');
    const section = page.getByRole('region', { name: 'Webhooks' });
    const form = section.getByRole('form', { name: 'Add a webhook' });
    await form.getByLabel('Receiver address').fill('not a url');
    await form.getByRole('button', { name: 'Add webhook' }).click();
    await expect(form.getByText('Enter an http(s) address such as https://example.com/hooks')).toBeVisible();

    await form.getByLabel('Receiver address').fill(url);
    await form.getByLabel('Description').fill('Back-office sync');
    await form.getByLabel('Offers').check();
    await form.getByRole('button', { name: 'Add webhook' }).click();
    const secret = (await section.getByTestId('webhook-secret').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    await checkA11y();
    await section.getByRole('button', { name: 'Done' }).click();
    await expect(section.getByTestId('webhook-secret')).toBeHidden();

    const item = section.getByRole('listitem', { name: url });
    await expect(item).toContainText('Deals, Offers · Back-office sync');
    await item.getByRole('button', { name: 'Send test event' }).click();
    await expect(page.getByText(/^Delivered .* \(answered 200\)$/)).toBeVisible();
    const ping = received.at(-1)!;
    const { t, v1 } = Object.fromEntries(ping.signature.split(',').map((p) => p.split('=')));
    expect(createHmac('sha256', secret).update(`${t}.${ping.body}`).digest('hex')).toBe(v1);
    expect(JSON.parse(ping.body)).toMatchObject({ type: 'ping' });

    await item.getByRole('button', { name: 'Deliveries' }).click();
    const log = item.getByRole('table', { name: 'Deliveries, newest first' });
    await expect(log.getByRole('row', { name: /ping.*succeeded/ })).toBeVisible();
    await checkA11y();

    await item.getByRole('button', { name: 'Switch off' }).click();
    await expect(item).toContainText('switched off');
    await expect(item.getByRole('button', { name: 'Send test event' })).toBeDisabled();

    await item.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(section.getByRole('listitem', { name: url })).toHaveCount(0);
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }
});
