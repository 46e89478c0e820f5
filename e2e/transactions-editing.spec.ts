import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createContactByApi, runId } from './support/contacts';


/** "2026-07-11" → "Jul 11, 2026", as the deal page writes dates. */
const shown = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
const daysBefore = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

test('an agent edits the checklist, tasks, staff and people of their deal', async ({
  page,
  signInAs,
  baseURL,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  const origin = { Origin: new URL(baseURL!).origin };
  const id = runId();
  await signInAs('realtor');
  const created = await page.request.post('/api/transactions', {
    headers: origin,
    data: {
      type: 'purchase',
      side: 'buyer',
      status: 'under_contract',
      address: { line1: `${Date.now() % 100000} Editing Ave`, city: 'Bayside' },
      dates: { acceptance: '2026-07-01' },
    },
  });
  expect(created.status()).toBe(201);
  const deal = (await created.json()) as { id: string };
  const dealApi = `/api/transactions/${deal.id}`;

  // Checklist: add an optional item (agents may remove those), edit it, remove it.
  await page.goto(`/transactions/${deal.id}?tab=checklist`);
  await page.getByRole('button', { name: 'Add item' }).click();
  const add = page.getByRole('dialog', { name: 'Add a checklist item' });
  await add.getByRole('button', { name: 'Add item' }).click();
  await expect(add.getByText('Required', { exact: true })).toBeVisible();
  const title = `Survey ${id}`;
  await add.getByLabel('Title').fill(title);
  await add.getByLabel('Description (optional)').fill('Boundary survey from the county');
  await add.getByLabel('Due date (optional)').fill('2026-07-20');
  await add.getByRole('checkbox', { name: 'Required to close the deal' }).uncheck();
  await checkA11y();
  await add.getByRole('button', { name: 'Add item' }).click();
  await expect(page.getByText('Checklist item added')).toBeVisible();
  const item = page.getByRole('listitem').filter({ has: page.getByText(title, { exact: true }) });
  await expect(item.getByText('Optional')).toBeVisible();
  await expect(item.getByText('Due Jul 20, 2026')).toBeVisible();

  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${title}` });
  await edit.getByLabel('Title').fill(`${title} (stamped)`);
  await edit.getByRole('checkbox', { name: 'Needs a document' }).check();
  await edit.getByRole('button', { name: 'Save item' }).click();
  await expect(page.getByText('Checklist item saved')).toBeVisible();
  await page.reload();
  const edited = page
    .getByRole('listitem')
    .filter({ has: page.getByText(`${title} (stamped)`, { exact: true }) });
  await expect(edited.getByText('Document', { exact: true })).toBeVisible();
  const checklist = await getJson<{ items: { title: string; requires_document: boolean }[] }>(
    page,
    `${dealApi}/checklist`,
  );
  expect(checklist.items.find((i) => i.title === `${title} (stamped)`)?.requires_document).toBe(true);

  await page.getByRole('button', { name: `Remove ${title} (stamped)` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove item' }).click();
  await expect(page.getByText('Checklist item removed')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Checklist', exact: true })).toBeVisible();
  await expect(page.getByText(`${title} (stamped)`)).toHaveCount(0);

  // Tasks: one due 2 days before the inspection contingency, assigned to the coordinator.
  const { items: dates } = await getJson<{ items: { key: string; label: string; date: string | null }[] }>(
    page,
    `${dealApi}/dates`,
  );
  const inspection = dates.find((d) => d.key === 'inspection' && d.date)!;
  expect(inspection, 'the deal has an inspection date').toBeTruthy();
  await page.getByRole('tab', { name: 'Key dates' }).click();
  await page.getByRole('button', { name: 'Add task' }).click();
  const taskDialog = page.getByRole('dialog', { name: 'Add a task' });
  const taskTitle = `Confirm the inspector ${id}`;
  await taskDialog.getByLabel('Task').fill(taskTitle);
  await taskDialog.getByRole('radio', { name: 'Counted from a key date' }).check();
  await taskDialog.getByLabel('Days').fill('2');
  await taskDialog.getByLabel('Before or after').selectOption('before');
  await taskDialog.getByLabel('Key date', { exact: true }).selectOption(inspection.key);
  const due = shown(daysBefore(inspection.date!, 2));
  await expect(taskDialog.getByText(`Due ${due}; it moves when ${inspection.label} moves.`)).toBeVisible();
  await taskDialog.getByRole('combobox', { name: 'Assignee (optional)' }).fill('Taylor');
  await expect(taskDialog.getByRole('option', { name: /Taylor Brooks/ })).toBeVisible();
  await checkA11y();
  await taskDialog.getByRole('option', { name: /Taylor Brooks/ }).click();
  await taskDialog.getByRole('button', { name: 'Add task' }).click();
  await expect(page.getByText('Task added')).toBeVisible();
  await page.reload();
  const taskRow = page.getByRole('listitem').filter({ hasText: taskTitle });
  await expect(taskRow).toContainText(`Due ${due} (2 days before ${inspection.label}) · Taylor Brooks`);

  await page.getByRole('button', { name: `Delete ${taskTitle}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete task' }).click();
  await expect(page.getByText('Task deleted')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: taskTitle })).toHaveCount(0);
  const tasks = await getJson<{ items: { title: string }[] }>(page, `${dealApi}/tasks`);
  expect(tasks.items.map((t) => t.title)).not.toContain(taskTitle);

  // Staff: assign the transaction coordinator, then take the assignment back.
  await page.getByRole('tab', { name: 'People' }).click();
  await page.getByRole('button', { name: 'Assign staff' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign staff' });
  await assign.getByRole('combobox', { name: 'Staff member' }).fill('Tay');
  await expect(assign.getByRole('option', { name: /Taylor Brooks Transaction Coordinator/ })).toBeVisible();
  await checkA11y();
  await assign.getByRole('combobox', { name: 'Staff member' }).press('Enter');
  await assign.getByLabel('Note (optional)').fill('Handles the paperwork');
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Taylor Brooks assigned to the deal')).toBeVisible();
  await page.reload();
  const staff = page.getByRole('list', { name: 'Assigned staff' });
  await expect(staff).toContainText('Taylor Brooks · Transaction Coordinator · Handles the paperwork');

  await staff.getByRole('button', { name: 'Remove Taylor Brooks' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Unassign' }).click();
  await expect(page.getByText('Taylor Brooks is no longer assigned')).toBeVisible();
  await expect(page.getByText('Nobody is assigned.')).toBeVisible();
  const assignments = await getJson<{ items: unknown[] }>(page, `${dealApi}/assignments`);
  expect(assignments.items).toEqual([]);

  // People: add a buyer from the agent's CRM contacts.
  const contact = await createContactByApi(page, baseURL!, {
    first_name: 'Quinn',
    last_name: `Buyer${id}`,
    emails: [{ label: 'personal', value: `q${id}@example.test` }],
  });
  await page.getByRole('button', { name: 'Add a person' }).click();
  const person = page.getByRole('dialog', { name: 'Add a person' });
  await person.getByRole('radio', { name: 'From contacts' }).check();
  await person.getByRole('combobox', { name: 'Contact' }).fill(`Buyer${id}`);
  await person.getByRole('option', { name: new RegExp(contact.display_name) }).click();
  await person.getByRole('checkbox', { name: 'Buyer', exact: true }).check();
  await person.getByRole('button', { name: 'Add person' }).click();
  await expect(page.getByText(`${contact.display_name} added to the deal`)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('list', { name: `Roles of ${contact.display_name}` })).toContainText('Buyer');
  const participants = await getJson<{ items: { contact_id: string | null; roles: string[] }[] }>(
    page,
    `${dealApi}/participants`,
  );
  expect(participants.items.find((p) => p.contact_id === contact.id)?.roles).toEqual(['buyer']);
  await checkA11y();
});
