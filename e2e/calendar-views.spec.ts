import { addDays, format } from 'date-fns';
import type { Page } from '@playwright/test';
import { todayIn, zonedTimeToInstant } from '../packages/domain/src/calendar/time-zone';
import { addCalendarDays } from '../packages/domain/src/transactions/business-days';
import { expect, test } from './fixtures';

// The calendar shows the person's saved zone, else the organization's (Harborview: New York; ADR
// 0148): the browser runs in that zone, and the times these journeys build are that zone's.
const ZONE = 'America/New_York';
test.use({ timezoneId: ZONE });

/** A buyer-side purchase of the signed-in agent at `street`, made through the API. */
async function newPurchase(page: Page, origin: Record<string, string>, street: string) {
  const created = await page.request.post('/api/transactions', {
    headers: origin,
    data: { type: 'purchase', side: 'buyer', address: { line1: street, city: 'Harborview' } },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { id: string };
}

const longDay = (d: Date) => format(d, 'EEEE d MMMM yyyy');
/** A weekday `weeks` weeks ahead (Sunday + `weekday`), so a journey stays inside one week. */
const dayAhead = (weeks: number, weekday: number) => {
  const base = addDays(new Date(), weeks * 7);
  return addDays(base, weekday - base.getDay());
};

test('an agent uses the day view and lengthens an event by keyboard', async ({
  page,
  signInAs,
  baseURL,
  checkA11y,
}) => {
  await signInAs('realtor');
  const origin = { Origin: new URL(baseURL!).origin };
  const day = dayAhead(3, 2);
  const ymd = format(day, 'yyyy-MM-dd');
  const title = `Walk-through ${Date.now() % 100000}`;
  const created = await page.request.post('/api/calendar/events', {
    headers: origin,
    data: {
      kind: 'walk_through',
      title,
      all_day: false,
      start: zonedTimeToInstant(ymd, '10:00', ZONE).toISOString(),
      end: zonedTimeToInstant(ymd, '11:00', ZONE).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto(`/calendar?view=day&date=${ymd}`);
  await expect(page.getByRole('heading', { level: 2, name: longDay(day) })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Day', pressed: true })).toBeVisible();
  const event = page.getByRole('button', { name: `10:00: ${title}` });
  await expect(event).toBeVisible();
  await checkA11y();

  // Shift+ArrowDown on the focused event: a quarter hour longer (a versioned PATCH).
  await event.focus();
  await page.keyboard.press('Shift+ArrowDown');
  await expect(page.getByText(`“${title}” now ends at 11:15`)).toBeVisible();
  await event.click();
  const details = page.getByRole('dialog', { name: title });
  await expect(details.getByText(`${longDay(day)}, 10:00–11:15`)).toBeVisible();
  await page.keyboard.press('Escape');

  // The arrow keys on the day's heading step to the next day; the URL follows.
  await page.locator(`[data-day="${ymd}"]`).focus();
  await page.keyboard.press('ArrowRight');
  const next = format(addDays(day, 1), 'yyyy-MM-dd');
  await expect(page).toHaveURL(new RegExp(`date=${next}`));
  await expect(page.locator(`[data-day="${next}"]`)).toBeFocused();
});

test('moving a deal’s key date on the calendar shows the dates that moved with it', async ({
  page,
  signInAs,
  baseURL,
}) => {
  await signInAs('realtor');
  const origin = { Origin: new URL(baseURL!).origin };
  const day = dayAhead(4, 2);
  const ymd = format(day, 'yyyy-MM-dd');
  const street = `${Date.now() % 100000} Deadline Dr`;
  const { id } = await newPurchase(page, origin, street);
  for (const data of [
    { key: 'e2e_anchor', label: 'Appraisal ordered', kind: 'absolute', date: ymd },
    {
      key: 'e2e_follow',
      label: 'Appraisal deadline',
      kind: 'relative',
      anchor_key: 'e2e_anchor',
      offset_days: 3,
      roll: false,
    },
  ]) {
    const res = await page.request.post(`/api/transactions/${id}/dates`, { headers: origin, data });
    expect(res.status(), await res.text()).toBe(201);
  }

  await page.goto(`/calendar?view=week&date=${ymd}&deal=${id}`);
  const anchor = page.getByRole('button', { name: `All day: Appraisal ordered (${street})` });
  await expect(anchor).toBeVisible();
  const headers = await page.getByRole('columnheader').allTextContents();
  const nextIndex = headers.findIndex((t) => t.includes(format(addDays(day, 1), 'EEE d')));
  const allDay = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'All day' }) });
  await anchor.dragTo(allDay.getByRole('cell').nth(nextIndex - 1));

  const moved = page.getByRole('dialog', { name: 'Dates moved' });
  const list = moved.getByRole('list', { name: 'What moved' });
  await expect(list.getByRole('listitem').filter({ hasText: 'Appraisal ordered' })).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: 'Appraisal deadline' })).toBeVisible();
  await moved.getByRole('button', { name: 'Done' }).click();
  await expect(
    allDay
      .getByRole('cell')
      .nth(nextIndex - 1)
      .getByRole('button', { name: /Appraisal ordered/ }),
  ).toBeVisible();
});

test('an agent quick-adds a task and snoozes it a week with the bulk actions', async ({
  page,
  signInAs,
  baseURL,
  checkA11y,
}) => {
  await signInAs('realtor');
  const origin = { Origin: new URL(baseURL!).origin };
  const street = `${Date.now() % 100000} Quick Ln`;
  await newPurchase(page, origin, street);
  const title = `Call the lender for ${street}`;

  await page.goto('/tasks?view=mine&due=upcoming');
  const form = page.getByRole('form', { name: 'Quick add a task' });
  await form.getByLabel('For').selectOption({ label: `Deal: ${street}` });
  await form.getByLabel('New task').fill(title);
  await form.getByLabel('New task').press('Enter');
  await expect(page.getByText(`Added “${title}”`)).toBeVisible();
  const select = page.getByRole('checkbox', { name: `Select “${title}”` });
  await select.check();
  const bar = page.getByRole('region', { name: 'Selected tasks' });
  await expect(bar).toContainText('1 selected');
  await checkA11y();
  await bar.getByRole('button', { name: 'Snooze a week' }).click();
  await expect(page.getByText('Snoozed a week: 1 of 1 tasks')).toBeVisible();
  const row = page.getByRole('listitem').filter({ has: page.getByText(title, { exact: true }) });
  // Quick add's default is tomorrow in the zone; a week later is 8 days from today there.
  const snoozedTo = new Date(`${addCalendarDays(todayIn(ZONE), 8)}T12:00:00`);
  await expect(row.getByText(format(snoozedTo, 'EEE d MMM yyyy'))).toBeVisible();

  await page.getByRole('button', { name: 'My team’s' }).click();
  await expect(page).toHaveURL(/view=team/);
});

test('a supervised coordinator’s key-date move from the calendar goes to the approval queue', async ({
  page,
  signInAs,
  baseURL,
}) => {
  await signInAs('broker');
  const origin = { Origin: new URL(baseURL!).origin };
  const day = dayAhead(5, 3);
  const ymd = format(day, 'yyyy-MM-dd');
  const street = `${Date.now() % 100000} Approval Ave`;
  const { id } = await newPurchase(page, origin, street);
  const date = await page.request.post(`/api/transactions/${id}/dates`, {
    headers: origin,
    data: { key: 'e2e_walk', label: 'Final walk-through', kind: 'absolute', date: ymd },
  });
  expect(date.status(), await date.text()).toBe(201);

  // The coordinator supports the broker (assigned scope) and needs approval for changes.
  await signInAs('transaction_coordinator');
  await page.goto(`/calendar?view=week&date=${ymd}&deal=${id}`);
  const walk = page.getByRole('button', { name: `All day: Final walk-through (${street})` });
  await expect(walk).toBeVisible();
  const headers = await page.getByRole('columnheader').allTextContents();
  const nextIndex = headers.findIndex((t) => t.includes(format(addDays(day, 1), 'EEE d')));
  const allDay = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'All day' }) });
  await walk.dragTo(allDay.getByRole('cell').nth(nextIndex - 1));
  await expect(page.getByText('Moving “Final walk-through” was sent for approval')).toBeVisible();
  // Nothing moved yet: the date waits for the broker.
  await expect(
    allDay
      .getByRole('cell')
      .nth(nextIndex - 2)
      .getByRole('button', { name: /Final walk-through/ }),
  ).toBeVisible();
});
