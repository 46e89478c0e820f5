import { expect, test } from './fixtures';

/** A personal task (no deal or contact) from the Tasks screen's quick add: listed, on my calendar, completed. */
test('an agent adds a personal task by quick add and completes it', async ({ page, signInAs }) => {
  await signInAs('realtor');
  const title = `Renew my licence ${Date.now().toString(36)}`;
  await page.goto('/tasks');
  const form = page.getByRole('form', { name: 'Quick add a task' });
  await expect(form.getByLabel('For')).toHaveValue('');
  await expect(form.getByLabel('For').locator('option:checked')).toHaveText('Personal (only me)');
  const due = await form.getByLabel('Date').inputValue();
  await form.getByLabel('New task').fill(title);
  await form.getByLabel('New task').press('Enter');
  await expect(page.getByText(`Added “${title}”`)).toBeVisible();

  const list = page.getByRole('list', { name: 'Tasks' });
  const row = list.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('Personal');
  await expect(row.getByRole('link')).toHaveCount(0);

  // On my calendar, on its day, as one of my tasks.
  await page.goto(`/calendar?view=agenda&date=${due}&sources=personal_task`);
  await expect(page.getByRole('button', { name: new RegExp(title) })).toBeVisible();

  await page.goto('/tasks?source=personal');
  await row.getByRole('checkbox', { name: `Complete “${title}”` }).click();
  await expect(page.getByText(`Completed “${title}”`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.goto('/tasks?source=personal&due=done');
  await expect(row.getByRole('checkbox', { name: `Reopen “${title}”` })).toBeChecked();
});
