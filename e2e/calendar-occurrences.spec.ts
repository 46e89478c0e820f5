import { addDays, format } from 'date-fns';
import { expect, test } from './fixtures';

/** "This event only": one occurrence of a repeating event changes, the others stay. */
test('an agent retitles one occurrence of a repeating event', async ({ page, signInAs, baseURL }) => {
  await signInAs('realtor');
  const base = addDays(new Date(), 21);
  const day = addDays(base, 2 - base.getDay()); // a Tuesday: three days in one week
  const ymd = format(day, 'yyyy-MM-dd');
  const start = new Date(`${ymd}T12:00:00`);
  const made = await page.request.post('/api/calendar/events', {
    headers: { Origin: new URL(baseURL!).origin },
    data: {
      kind: 'personal',
      title: 'Run club',
      all_day: false,
      start: start.toISOString(),
      end: new Date(start.getTime() + 3_600_000).toISOString(),
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      recurrence: { freq: 'daily', count: 3 },
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  await page.goto(`/calendar?view=week&date=${ymd}`);
  await expect(page.getByRole('button', { name: /Run club$/ })).toHaveCount(3);

  await page
    .getByRole('button', { name: /Run club$/ })
    .nth(1)
    .click();
  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit event' });
  await expect(dialog.getByRole('radio', { name: 'This event' })).toBeChecked();
  await dialog.getByLabel('Title').fill('Run club (long run)');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /Run club \(long run\)$/ })).toHaveCount(1);
  await expect(page.getByRole('button', { name: /Run club$/ })).toHaveCount(2);
});
