import { expect, test } from './fixtures';

test('a broker hands a deal to another agent and team; its agent may only change the team', async ({
  page,
  signInAs,
  baseURL,
  checkA11y,
}) => {
  const origin = { Origin: new URL(baseURL!).origin };
  await signInAs('realtor');
  const street = `${Date.now() % 100000} Handover Lane`;
  const created = await page.request.post('/api/transactions', {
    headers: origin,
    data: { type: 'purchase', side: 'buyer', address: { line1: street, city: 'Bayside' } },
  });
  expect(created.status()).toBe(201);
  const deal = (await created.json()) as { id: string };

  // The agent sees the dialog without the Agent field: only a broker hands deals over.
  await page.goto(`/transactions/${deal.id}`);
  await page.getByRole('button', { name: 'Agent & team' }).click();
  const agentDialog = page.getByRole('dialog', { name: 'Agent and team' });
  await expect(agentDialog.getByText('Only a broker can hand it to another agent.')).toBeVisible();
  await expect(agentDialog.getByRole('combobox', { name: 'Agent' })).toHaveCount(0);
  await agentDialog.getByRole('button', { name: 'Cancel' }).click();

  await signInAs('broker');
  await page.goto(`/transactions/${deal.id}`);
  await expect(page.getByText('Agent: Riley Chen')).toBeVisible();
  await page.getByRole('button', { name: 'Agent & team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agent and team' });
  const agent = dialog.getByRole('combobox', { name: 'Agent' });
  await agent.fill('Luis');
  await page.getByRole('option', { name: /Luis Alvarez/ }).click();
  await dialog.getByLabel('Team').selectOption({ label: 'Bayfront Team' });
  await checkA11y();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Agent and team saved')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Agent: Luis Alvarez')).toBeVisible();
  const saved = (await (await page.request.get(`/api/transactions/${deal.id}`)).json()) as {
    owner: { first_name: string };
    team: { name: string } | null;
  };
  expect(saved.owner.first_name).toBe('Luis');
  expect(saved.team?.name).toBe('Bayfront Team');
});
