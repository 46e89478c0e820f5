import { deadlineReminderAt } from '@threshold/domain/calendar/reminder-timing';
import { todayIn } from '@threshold/domain/calendar/time-zone';
import { addCalendarDays } from '@threshold/domain/transactions/business-days';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../platform/email/mailer';
import { findNewestEmails } from '../../platform/email/outbound-emails.repository';
import { createLogger } from '../../platform/logger';
import { createTestContext, type TestContext } from '../../test/harness';
import { readVersioned, ifMatch } from '../../test/versioning-kit';
import { createDeal, sessions } from '../transactions/transactions-test-kit';
import { addKeyDate, createEvent } from './calendar-test-kit';
import { sendMorningAgendas } from './reminders/morning-agenda.service';
import { sendDueReminders, type ReminderDeps } from './reminders/reminder-delivery.service';

/** The organization's zone decides "today" for deadlines, their reminders and the morning agenda (ADR 0137). */
let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;
let deps: ReminderDeps;
const logger = createLogger('silent');

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

async function setOrganizationZone(zone: string) {
  const admin = await cookieFor('brokerage_admin@demo.test');
  const current = await readVersioned(ctx, admin, '/api/organization/settings');
  const { organization_id: _o, version, ...body } = current;
  const res = await ctx.request('PUT', '/api/organization/settings', {
    cookie: admin,
    headers: ifMatch(version),
    body: { ...body, time_zone: zone },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
}

const stateOf = async (cookie: string, dealId: string, key: string) => {
  const res = await ctx.request('GET', `/api/transactions/${dealId}/dates`, { cookie });
  expect(res.status).toBe(200);
  return res.json.items.find((d: any) => d.key === key).state;
};

describe('time zones', () => {
  it('a deadline turns overdue at the organization’s midnight, not the server’s (UTC)', async () => {
    // A zone whose date differs from UTC's right now: 14 h ahead late in the UTC day, 11 h behind early in it.
    const ahead = new Date().getUTCHours() >= 10;
    const zone = ahead ? 'Etc/GMT-14' : 'Etc/GMT+11';
    await setOrganizationZone(zone);
    const serverToday = todayIn('UTC');
    const organizationToday = todayIn(zone);
    expect(organizationToday).not.toBe(serverToday);

    const cookie = await cookieFor('realtor@demo.test');
    const deal = await createDeal(ctx, cookie, { status: 'active' });
    await addKeyDate(ctx, cookie, deal.id, 'server_day', 'Due on the server’s today', serverToday);
    await addKeyDate(ctx, cookie, deal.id, 'org_day', 'Due on the organization’s today', organizationToday);
    expect(await stateOf(cookie, deal.id, 'server_day')).toBe(ahead ? 'overdue' : 'upcoming');
    expect(await stateOf(cookie, deal.id, 'org_day')).toBe('due_today');
    const deadlines = await ctx.request('GET', `/api/transactions/${deal.id}/deadlines`, { cookie });
    expect(deadlines.json.today).toBe(organizationToday);
  });

  it('reminds the deal’s agent of a deadline at 08:00 in the organization’s zone, once', async () => {
    await setOrganizationZone('America/Chicago');
    const cookie = await cookieFor('realtor@demo.test');
    const deal = await createDeal(ctx, cookie, { status: 'active' });
    const date = addCalendarDays(todayIn('UTC'), 4);
    await addKeyDate(ctx, cookie, deal.id, 'loan_commitment', 'Loan commitment', date);
    const due = deadlineReminderAt(date, 1, 'America/Chicago');
    expect(await sendDueReminders(deps, new Date(due.getTime() - 60_000))).toBe(0);
    // Seeded deals' deadlines may fall due at the same minute; a second scan sends nothing at all.
    expect(await sendDueReminders(deps, new Date(due.getTime() + 60_000))).toBeGreaterThanOrEqual(2);
    expect(await sendDueReminders(deps, new Date(due.getTime() + 120_000))).toBe(0);
    const list = await ctx.request('GET', '/api/calendar/reminders', { cookie });
    const mine = list.json.items.filter((r: any) => r.title === `Loan commitment — ${deal.title}`);
    expect(mine.map((r: any) => [r.source, r.starts_at, r.lead_minutes])).toEqual([
      ['key_date', date, 1_440],
    ]);
    const mails = (await findNewestEmails(ctx.db, 100)).filter(
      (m) => m.subject === `Reminder: Loan commitment — ${deal.title}`,
    );
    expect(mails.map((m) => m.to)).toEqual(['realtor@demo.test']);
  });

  /** Opts the person into the agenda in a zone where it is 07:xx now, and gives them an event today. */
  async function agendaDueFor(email: string, title: string) {
    // Etc/GMT-N is N hours ahead of UTC.
    const offset = (((7 - new Date().getUTCHours()) % 24) + 24) % 24;
    const shifted = offset > 14 ? offset - 24 : offset;
    const zone = shifted === 0 ? 'UTC' : `Etc/GMT${shifted > 0 ? '-' : '+'}${Math.abs(shifted)}`;
    const cookie = await cookieFor(email);
    const settings = (await ctx.request('GET', '/api/calendar/settings', { cookie })).json;
    const { version, effective_time_zone: _e, organization_time_zone: _o, ...body } = settings;
    const saved = await ctx.request('PUT', '/api/calendar/settings', {
      cookie,
      headers: ifMatch(version),
      body: { ...body, time_zone: zone, morning_agenda: true },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const start = new Date(Date.now() + 30 * 60_000);
    await createEvent(ctx, cookie, {
      kind: 'appointment',
      title,
      all_day: false,
      start: start.toISOString(),
      end: new Date(start.getTime() + 3_600_000).toISOString(),
    });
  }

  it('sends the opted-in morning agenda once, after 07:00 in the person’s own zone', async () => {
    await agendaDueFor('realtor@demo.test', 'Coffee with the Garcias');
    expect(await sendMorningAgendas(deps)).toBe(1);
    expect(await sendMorningAgendas(deps)).toBe(0);
    const agenda = (await findNewestEmails(ctx.db, 100)).filter(
      (m) => m.to === 'realtor@demo.test' && m.subject.startsWith('Your day'),
    );
    expect(agenda).toHaveLength(1);
    expect(agenda[0]!.text).toContain('Coffee with the Garcias');
  });

  it('sends no agenda to a person whose account is disabled (ADR 0149)', async () => {
    await agendaDueFor('transaction_coordinator@demo.test', 'Walk-through at Elm Court');
    const admin = await cookieFor('system_admin@demo.test');
    const userId = ctx.seed!.harborview.users.get('transaction_coordinator')!;
    const disabled = await ctx.request('POST', `/api/admin/users/${userId}/disable`, { cookie: admin, body: {} });
    expect(disabled.status, JSON.stringify(disabled.json)).toBe(200);
    try {
      await sendMorningAgendas(deps);
    } finally {
      await ctx.request('POST', `/api/admin/users/${userId}/enable`, { cookie: admin, body: {} });
    }
    const agenda = (await findNewestEmails(ctx.db, 100)).filter(
      (m) => m.to === 'transaction_coordinator@demo.test' && m.subject.startsWith('Your day'),
    );
    expect(agenda).toEqual([]);
  });
});
