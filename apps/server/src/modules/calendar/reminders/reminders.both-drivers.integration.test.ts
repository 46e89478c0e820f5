import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../../platform/email/mailer';
import { findNewestEmails } from '../../../platform/email/outbound-emails.repository';
import { createJobRunner } from '../../../platform/jobs/job-runner';
import { createLogger } from '../../../platform/logger';
import { createTestContext, type TestContext } from '../../../test/harness';
import { sessions } from '../../transactions/transactions-test-kit';
import { createEvent } from '../calendar-test-kit';
import { sendDueReminders, type ReminderDeps } from './reminder-delivery.service';
import { REMINDER_SCAN_JOB, scheduleReminders } from './reminder-jobs';

/** Reminders (ADR 0138): sent once — across a restart of the job runner and between racing scans. */
let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;
let deps: ReminderDeps;
const logger = createLogger('silent');
const REALTOR = 'realtor@demo.test';

beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = sessions(ctx);
  deps = {
    db: ctx.db,
    mailer: createMailer({ db: ctx.db, logger, from: ctx.config.mailFrom }),
    logger,
    appUrl: ctx.config.appUrl,
  };
});
afterAll(() => ctx.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A timed event starting `inMs` from now, reminded at its start (lead 0) unless told otherwise. */
async function soonEvent(
  cookie: string,
  title: string,
  inMs: number,
  reminder_minutes: number[] | null = [0],
) {
  const start = new Date(Date.now() + inMs);
  return createEvent(ctx, cookie, {
    kind: 'appointment',
    title,
    all_day: false,
    start: start.toISOString(),
    end: new Date(start.getTime() + 3_600_000).toISOString(),
    reminder_minutes,
  });
}

async function mailsAbout(title: string) {
  return (await findNewestEmails(ctx.db, 200)).filter((m) => m.subject === `Reminder: ${title}`);
}

async function inApp(cookie: string, title: string) {
  const res = await ctx.request('GET', '/api/calendar/reminders', { cookie });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return (res.json.items as any[]).filter((r) => r.title === title);
}

/** Polls until `check` answers something, or fails after `timeoutMs` (no timing is asserted). */
async function until<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const value = await check();
    if (value !== undefined) return value;
    await sleep(200);
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function jobState(id: string): Promise<string | undefined> {
  const result = await ctx.db.execute(sql`select state from pgboss.job where id = ${id}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { state: string }[];
  return rows[0]?.state;
}

/** A job runner as one server instance has it: the reminder jobs defined, started. */
async function startInstance() {
  const jobs = createJobRunner({ db: ctx.db, logger, pollingIntervalSeconds: 0.5 });
  scheduleReminders({ config: ctx.config, db: ctx.db, logger, mailer: deps.mailer, realtime: ctx.realtime, jobs });
  await jobs.start();
  return jobs;
}

async function scanAndWait(jobs: Awaited<ReturnType<typeof startInstance>>) {
  const id = (await jobs.enqueue(REMINDER_SCAN_JOB, {}))!;
  await until(async () => ((await jobState(id)) === 'completed' ? true : undefined), 'the scan job');
}

describe('calendar reminders', () => {
  it('sends a reminder exactly once across a restart of the job runner: one e-mail, one in-app row', async () => {
    const cookie = await cookieFor(REALTOR);
    await soonEvent(cookie, 'Call the lender', 1_000);
    await sleep(1_200);
    const first = await startInstance();
    await scanAndWait(first);
    await first.stop();
    expect(await mailsAbout('Call the lender')).toHaveLength(1);
    // Another instance starts on the same database and scans again: nothing more goes out.
    const second = await startInstance();
    await scanAndWait(second);
    await second.stop();
    const mails = await mailsAbout('Call the lender');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(REALTOR);
    const rows = await inApp(cookie, 'Call the lender');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'event', lead_minutes: 0, read: false });
  });

  it('two scans racing send once', async () => {
    const cookie = await cookieFor(REALTOR);
    await soonEvent(cookie, 'Sign the listing', 500);
    await sleep(700);
    const counts = await Promise.all([
      sendDueReminders(deps),
      sendDueReminders(deps),
      sendDueReminders(deps),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2); // one in-app row and one e-mail, claimed once
    expect(await mailsAbout('Sign the listing')).toHaveLength(1);
    expect(await inApp(cookie, 'Sign the listing')).toHaveLength(1);
  });

  it('a moved event’s reminder moves; a time already past when the event was set is never reminded', async () => {
    const cookie = await cookieFor(REALTOR);
    const event = await soonEvent(cookie, 'Moved walk-through', 2 * 86_400_000);
    expect(await sendDueReminders(deps)).toBe(0);
    const start = new Date(Date.now() + 800);
    const moved = await ctx.request('PATCH', `/api/calendar/events/${event.id}`, {
      cookie,
      headers: { 'If-Match': `"${event.version}"` },
      body: {
        all_day: false,
        start: start.toISOString(),
        end: new Date(start.getTime() + 3_600_000).toISOString(),
      },
    });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    // Made three seconds ahead with a 15-minute reminder: that reminder's time had already passed.
    await soonEvent(cookie, 'Too late to remind', 3_000, [15]);
    await sleep(1_000);
    await sendDueReminders(deps);
    const rows = await inApp(cookie, 'Moved walk-through');
    expect(rows.map((r) => r.starts_at)).toEqual([start.toISOString()]);
    expect(await inApp(cookie, 'Too late to remind')).toEqual([]);
  });

  it('keeps each person’s settings, versioned, and marks reminders read', async () => {
    const cookie = await cookieFor('transaction_coordinator@demo.test');
    const initial = await ctx.request('GET', '/api/calendar/settings', { cookie });
    expect(initial.json).toMatchObject({
      time_zone: null,
      effective_time_zone: 'America/New_York',
      organization_time_zone: 'America/New_York',
      event_reminder_minutes: [15],
      deadline_reminder_days: [1],
      morning_agenda: false,
      version: 1,
    });
    const body = { ...initial.json, time_zone: 'Europe/Berlin', remind_by_email: false };
    delete body.effective_time_zone;
    delete body.organization_time_zone;
    delete body.version;
    const saved = await ctx.request('PUT', '/api/calendar/settings', {
      cookie,
      headers: { 'If-Match': '"1"' },
      body,
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json).toMatchObject({
      effective_time_zone: 'Europe/Berlin',
      remind_by_email: false,
      version: 2,
    });
    const stale = await ctx.request('PUT', '/api/calendar/settings', {
      cookie,
      headers: { 'If-Match': '"1"' },
      body,
    });
    expect(stale.status).toBe(409);
    const bad = await ctx.request('PUT', '/api/calendar/settings', {
      cookie,
      body: { ...body, event_reminder_minutes: [-5], time_zone: 'Mars/Olympus' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(['event_reminder_minutes.0', 'time_zone']);

    // With e-mail off, an attendee's reminder arrives in the app only; marking it read clears the count.
    const realtor = await cookieFor(REALTOR);
    const tc = ctx.seed!.harborview.users.get('transaction_coordinator')!;
    const start = new Date(Date.now() + 500);
    await createEvent(ctx, realtor, {
      kind: 'inspection',
      title: 'Inspection with the coordinator',
      all_day: false,
      start: start.toISOString(),
      end: new Date(start.getTime() + 3_600_000).toISOString(),
      reminder_minutes: [0],
      attendees: { user_ids: [tc], contact_ids: [] },
    });
    await sleep(700);
    await sendDueReminders(deps);
    const mine = await inApp(cookie, 'Inspection with the coordinator');
    expect(mine).toHaveLength(1);
    expect((await mailsAbout('Inspection with the coordinator')).map((m) => m.to)).toEqual([REALTOR]);
    const before = (await ctx.request('GET', '/api/calendar/reminders', { cookie })).json.unread;
    const read = await ctx.request('POST', '/api/calendar/reminders/read', {
      cookie,
      body: { ids: [mine[0].id] },
    });
    expect(read.status).toBe(200);
    expect(read.json.unread).toBe(before - 1);
  });
});
