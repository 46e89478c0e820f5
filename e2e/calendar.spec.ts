import { addDays, format } from 'date-fns';
import { expect, test } from './fixtures';

/**
 * An agent’s week: a deal’s inspection deadline and task show on the week view, the agent creates a
 * showing for the deal from a slot, drags it to the next day, and completes the task on the Tasks screen.
 */
test('an agent plans a showing from the week view and completes a task from the tasks screen', async ({
  page,
  signInAs,
  baseURL,
  checkA11y,
}) => {
  await signInAs('realtor');
  const origin = { Origin: new URL(baseURL!).origin };
  // A Wednesday two weeks ahead, so the whole journey stays inside one week.
  const base = addDays(new Date(), 14);
  const day = addDays(base, 3 - base.getDay());
  const ymd = format(day, 'yyyy-MM-dd');
  const street = `${Date.now() % 100000} Calendar Ct`;
  const created = await page.request.post('/api/transactions', {
    headers: origin,
    data: { type: 'purchase', side: 'buyer', address: { line1: street, city: 'Harborview' } },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const date = await page.request.post(`/api/transactions/${id}/dates`, {
    headers: origin,
    data: { key: 'e2e_inspection', label: 'Inspection objection deadline', kind: 'absolute', date: ymd },
  });
  expect(date.status()).toBe(201);
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  const task = await page.request.post(`/api/transactions/${id}/tasks`, {
    headers: origin,
    data: { title: `Order the appraisal for ${street}`, due_date: ymd, assignee_id: me.user.id },
  });
  expect(task.status(), await task.text()).toBe(201);

  await page.goto(`/calendar?view=week&date=${ymd}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Inspection objection deadline/ })).toBeVisible();
  await expect(
    page.getByRole('button', { name: new RegExp(`Order the appraisal for ${street}`) }),
  ).toBeVisible();
  await checkA11y();

  // Create a showing from the 10:00 slot of that day, for the deal.
  const longDay = (d: Date) => format(d, 'EEEE d MMMM yyyy');
  await page.getByRole('button', { name: `Create an event on ${longDay(day)} at 10:00` }).click();
  const dialog = page.getByRole('dialog', { name: 'New event' });
  await dialog.getByLabel('Title').fill(`Showing at ${street}`);
  await expect(dialog.getByLabel('Start time')).toHaveValue('10:00');
  await dialog.getByLabel('Deal').selectOption({ label: street });
  await checkA11y();
  await dialog.getByRole('button', { name: 'Create event' }).click();
  await expect(dialog).toBeHidden();
  const showing = page.getByRole('button', { name: `10:00: Showing at ${street} (${street})` });
  await expect(showing).toBeVisible();

  // Drag it to the next day's 11:00 slot.
  const headers = await page.getByRole('columnheader').allTextContents();
  const nextIndex = headers.findIndex((t) => t.includes(format(addDays(day, 1), 'EEE d')));
  expect(nextIndex).toBeGreaterThan(0);
  const slotRow = (hour: string) =>
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: hour }) });
  await showing.dragTo(
    slotRow('11:00')
      .getByRole('cell')
      .nth(nextIndex - 1),
  );
  await expect(page.getByText(`Moved “Showing at ${street}”`)).toBeVisible();
  await expect(
    slotRow('11:00')
      .getByRole('cell')
      .nth(nextIndex - 1)
      .getByRole('button', { name: /Showing at/ }),
  ).toBeVisible();
  await expect(slotRow('10:00').getByRole('button', { name: /Showing at/ })).toHaveCount(0);

  // Its details say when it is now; the organizer may edit or cancel it.
  await slotRow('11:00')
    .getByRole('button', { name: /Showing at/ })
    .click();
  const details = page.getByRole('dialog', { name: `Showing at ${street}` });
  await expect(details.getByText(`${longDay(addDays(day, 1))}, 11:00–12:00`)).toBeVisible();
  await expect(details.getByRole('button', { name: 'Edit' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The agenda lists it too; the source filter hides deal dates.
  await page.getByRole('button', { name: 'Agenda', pressed: false }).click();
  await expect(page).toHaveURL(/view=agenda/);
  // The filter is kept in the URL, so the box follows the URL: click, then wait for it.
  await page.getByLabel('Deal dates').click();
  await expect(page.getByLabel('Deal dates')).not.toBeChecked();
  await expect(page).toHaveURL(/sources=/);
  await expect(page.getByRole('button', { name: /Inspection objection deadline/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Showing at/ })).toBeVisible();

  // Complete the task from the Tasks screen.
  await page.getByRole('link', { name: 'Tasks' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  await page.getByLabel('Due').selectOption('upcoming');
  await expect(page).toHaveURL(/due=upcoming/);
  const box = page.getByRole('checkbox', { name: `Complete “Order the appraisal for ${street}”` });
  await expect(box).toBeVisible();
  await checkA11y();
  // Snooze it a day, then complete it.
  await page.getByRole('button', { name: `Snooze “Order the appraisal for ${street}” by a day` }).click();
  await expect(page.getByText(`Snoozed “Order the appraisal for ${street}” to the next day`)).toBeVisible();
  await expect(
    page
      .getByRole('listitem')
      .filter({ has: box })
      .getByText(format(addDays(day, 1), 'EEE d MMM yyyy')),
  ).toBeVisible();
  await box.click();
  await expect(page.getByText(`Completed “Order the appraisal for ${street}”`)).toBeVisible();
  await expect(box).toHaveCount(0);
  await page.getByLabel('Due').selectOption('done');
  await expect(
    page.getByRole('checkbox', { name: `Reopen “Order the appraisal for ${street}”` }),
  ).toBeVisible();
});

test('the month view moves between days and months by keyboard', async ({ page, signInAs }) => {
  await signInAs('buyer');
  await page.goto('/calendar?view=month&date=2026-11-10');
  const first = page.locator('[data-day="2026-11-10"]');
  await first.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('[data-day="2026-11-11"]')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('[data-day="2026-11-18"]')).toBeFocused();
  await page.keyboard.press('PageDown');
  await expect(page.getByRole('heading', { name: 'December 2026' })).toBeVisible();
});

test('an agent makes a subscription link for their phone’s calendar and revokes it', async ({
  page,
  signInAs,
  checkA11y,
}) => {
  await signInAs('team_leader');
  await page.goto('/calendar?view=agenda');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe from another calendar' });
  await dialog.getByRole('button', { name: /Make a (new )?link/ }).click();
  const link = dialog.getByLabel('Your private link (shown once — copy it now)');
  await expect(link).toHaveValue(/\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
  await checkA11y();
  const url = await link.inputValue();
  const feed = await page.request.get(new URL(url).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');

  await dialog.getByRole('button', { name: 'Revoke link' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke the subscription link?' })
    .getByRole('button', { name: 'Revoke link' })
    .click();
  await expect(page.getByText('Subscription link revoked')).toBeVisible();
  expect((await page.request.get(new URL(url).pathname)).status()).toBe(404);
});
