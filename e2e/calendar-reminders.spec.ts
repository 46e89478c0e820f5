import { addDays, format } from 'date-fns';
import { expect, test } from './fixtures';
import { clickFreeHourSlot } from './support/calendar';

/**
 * Reminders: the settings and an event's own reminder round-trip through the UI, and a reminder that
 * falls due arrives in the app while it is open (the server's once-a-minute scan, pushed over the socket).
 */
test('an agent sets reminders and sees one arrive in the app', async ({
  page,
  signInAs,
  baseURL,
  checkA11y,
}) => {
  test.setTimeout(240_000);
  await signInAs('realtor');
  const origin = { Origin: new URL(baseURL!).origin };
  // A week ahead with nothing done in it (the month view's struck-through done items are another
  // area's contrast question).
  const day = format(addDays(new Date(), 10), 'yyyy-MM-dd');
  await page.goto(`/calendar?view=week&date=${day}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();

  // Settings: a time zone of their own and 30 minutes before events, kept after a reload. The zone is
  // the organization's, so the other calendar specs of this shared account show the same times.
  await page.getByTestId('notification-bell').click();
  await page.getByRole('menuitem', { name: 'Reminder settings…' }).click();
  const settings = page.getByRole('dialog', { name: 'Reminder settings' });
  await settings.getByLabel('Time zone').fill('America/New_York');
  await settings.getByLabel('Before my events').selectOption({ label: '30 minutes before' });
  await settings.getByLabel('In the app').check();
  await checkA11y();
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Reminder settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await page.getByTestId('notification-bell').click();
  await page.getByRole('menuitem', { name: 'Reminder settings…' }).click();
  await expect(settings.getByLabel('Time zone')).toHaveValue('America/New_York');
  await expect(settings.getByLabel('Before my events')).toHaveValue('30');
  await page.keyboard.press('Escape');

  // An event's own reminder: one hour before, kept when the event is opened again.
  const title = `Reminder check ${Date.now() % 100000}`;
  await page.goto(`/calendar?view=week&date=${day}`);
  await clickFreeHourSlot(page);
  const dialog = page.getByRole('dialog', { name: 'New event' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Reminder').selectOption({ label: '1 hour before' });
  await dialog.getByRole('button', { name: 'Create event' }).click();
  await expect(dialog).toBeHidden();
  await page
    .getByRole('button', { name: new RegExp(title) })
    .first()
    .click();
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit event' }).getByLabel('Reminder')).toHaveValue('60');
  await page.keyboard.press('Escape');

  // An event starting in 20 seconds, reminded at its start: the open app shows the reminder.
  const start = new Date(Date.now() + 20_000);
  const soon = `Call the lender ${Date.now() % 100000}`;
  const made = await page.request.post('/api/calendar/events', {
    headers: origin,
    data: {
      kind: 'appointment',
      title: soon,
      all_day: false,
      start: start.toISOString(),
      end: new Date(start.getTime() + 1_800_000).toISOString(),
      reminder_minutes: [0],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  await page.goto(`/calendar?view=week&date=${day}`);
  // The scan runs once a minute (pg-boss cron); the toast follows within a couple of minutes.
  await expect(page.getByText(`Reminder: ${soon}`)).toBeVisible({ timeout: 180_000 });
  await page.getByTestId('notification-bell').click();
  await expect(page.getByTestId('reminder-item').filter({ hasText: soon })).toBeVisible();
});
