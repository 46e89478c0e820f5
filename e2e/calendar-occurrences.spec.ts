import { addDays, format } from 'date-fns';
import { expect, test } from './fixtures';

// The calendar shows the person's saved zone, else the organization's (Harborview: New York; ADR
// 0148); the browser runs in that zone (the times built here stay on their day there).
test.use({ timezoneId: 'America/New_York' });

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

/** Cancel one occurrence of a weekly event from its dialog: that week's goes, the others stay. */
test('an agent cancels one occurrence of a weekly event', async ({ page, signInAs, baseURL }) => {
  await signInAs('realtor');
  const title = `Weekly viewing ${Date.now().toString(36)}`;
  const day = addDays(new Date(), 40);
  const ymd = format(day, 'yyyy-MM-dd');
  const start = new Date(`${ymd}T12:00:00`);
  const made = await page.request.post('/api/calendar/events', {
    headers: { Origin: new URL(baseURL!).origin },
    data: {
      kind: 'personal',
      title,
      all_day: false,
      start: start.toISOString(),
      end: new Date(start.getTime() + 3_600_000).toISOString(),
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      recurrence: { freq: 'weekly', count: 3 },
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  await page.goto(`/calendar?view=agenda&date=${ymd}`);
  const entries = page.getByRole('button', { name: new RegExp(title) });
  await expect(entries).toHaveCount(3);

  await entries.nth(1).click();
  await page.getByRole('button', { name: 'Cancel event' }).click();
  const ask = page.getByRole('dialog', { name: 'Cancel a repeating event' });
  await ask.getByRole('button', { name: 'This occurrence' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByText('This occurrence is cancelled')).toBeVisible();
  await expect(entries).toHaveCount(2);
  // The first and third weeks stay.
  const sections = page
    .locator('section')
    .filter({ has: page.getByRole('button', { name: new RegExp(title) }) });
  await expect(sections).toHaveCount(2);
  await expect(sections.first().getByRole('heading')).toContainText(format(day, 'd MMMM'));
  await expect(sections.last().getByRole('heading')).toContainText(format(addDays(day, 14), 'd MMMM'));
});
