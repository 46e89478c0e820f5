// GET /api/calendar (a broker's month view) and the .ics feed on PostgreSQL, through the real app
// in-process (routing, session, scope, validation, JSON): BENCH_DEALS deals (default 50,000) in one
// brokerage, each with 8 key dates spread over ±6 months, plus BENCH_EVENTS events (default 2,000).
// Reports p50/p95 of sequential requests (budget: month view p95 ≤ 50 ms), the plan of the
// key-date query, and one reminder scan (ADR 0138: what the once-a-minute job reads and plans). A fresh database is created and dropped; every loop is bounded in count.
//   node --import tsx bench/calendar.bench.ts      (BENCH_DATABASE_URL, BENCH_DEALS, BENCH_EVENTS, BENCH_RUNS)
import pg from 'pg';
import { addCalendarDays } from '@threshold/domain/transactions/business-days';
import { createApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/platform/config';
import { openDatabase } from '../apps/server/src/platform/db/client';
import { createMailer } from '../apps/server/src/platform/email/mailer';
import { createLogger } from '../apps/server/src/platform/logger';
import { syncRoles } from '../apps/server/src/modules/organizations/organizations.repository';
import { HARBORVIEW } from '../apps/server/seed/demo-brokerage';
import { seedOrganization } from '../apps/server/seed/organizations';
import { seedDeals } from '../apps/server/seed/transactions';
import { DEMO_PASSWORD } from '../apps/server/seed/users';
import { cookieFrom } from '../apps/server/src/test/harness';
import { sendDueReminders } from '../apps/server/src/modules/calendar/reminders/reminder-delivery.service';
import { percentile } from './support/bench-seed';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DEALS = Number(process.env.BENCH_DEALS ?? 50_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 2_000);
const RUNS = Math.min(Number(process.env.BENCH_RUNS ?? 100), 1_000);
const ORIGIN = 'http://localhost:3999';

const ms = (v: number) => `${v.toFixed(1)} ms`;

async function timed(runs: number, call: () => Promise<{ status: number; bytes: number }>) {
  for (let i = 0; i < 5; i++) await call();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const res = await call();
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`status ${res.status}`);
    bytes = res.bytes;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), bytes };
}

async function main() {
  const name = `threshold_bench_cal_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 4 });
  const raw = new pg.Client({ connectionString: url.toString() });
  await raw.connect();
  try {
    const started = Date.now();
    await database.migrate();
    await syncRoles(database.db);
    const org = await database.db.transaction(async (tx) => {
      const seeded = await seedOrganization(tx, HARBORVIEW);
      // prettier-ignore
      await seedDeals(tx, seeded, { count: DEALS, seed: 15_000, detail: 'light', mlsPrefix: 'C', owners: [['realtor', 30], ['broker', 30], ['team_leader', 20], ['leasing_agent', 20]] });
      return seeded;
    });
    // Eight deadlines per deal within ±180 days of today, and events over the same half-year.
    await raw.query(`
      insert into transaction_dates (transaction_id, key, label, kind, date, is_deadline, position)
      select t.id, k.key, k.label, 'absolute',
             current_date + ((abs(hashtext(t.id::text || k.key)) % 361) - 180), true, k.pos
      from transactions t cross join (values ('b_inspection','Inspection',1),('b_appraisal','Appraisal',2),
        ('b_financing','Financing',3),('b_title','Title review',4),('b_hoa','HOA documents',5),
        ('b_walk','Walk-through',6),('b_closing','Closing',7),('b_possession','Possession',8)) k(key, label, pos)`);
    await raw.query(
      `insert into calendar_events (organization_id, owner_id, kind, title, starts_at, ends_at)
       select $1, $2, 'showing', 'Showing ' || g, now() + ((g % 361) - 180) * interval '1 day',
              now() + ((g % 361) - 180) * interval '1 day' + interval '30 minutes'
       from generate_series(1, $3) g`,
      [org.id, org.users.get('broker')!, EVENTS],
    );
    await raw.query('vacuum analyze');
    console.log(
      `seeded ${DEALS} deals (${DEALS * 8} key dates) and ${EVENTS} events in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    const config = loadConfig({
      NODE_ENV: 'test',
      APP_URL: ORIGIN,
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000',
    });
    const logger = createLogger('silent');
    const mailer = createMailer({ db: database.db, logger, from: config.mailFrom });
    const { app } = createApp({ config, db: database.db, logger, mailer });
    const signIn = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'broker@demo.test', password: DEMO_PASSWORD }),
    });
    const cookie = cookieFrom(signIn.headers);
    const today = new Date().toISOString().slice(0, 10);
    const get = async (path: string, headers: Record<string, string> = { cookie }) => {
      const res = await app.request(path, { headers });
      return { status: res.status, bytes: (await res.text()).length };
    };
    const month = `/api/calendar?from=${addCalendarDays(today, -3)}&to=${addCalendarDays(today, 38)}&tz=America/New_York`;
    const first = await app.request(month, { headers: { cookie } });
    const items = ((await first.json()) as { items: unknown[] }).items.length;
    const monthView = await timed(RUNS, () => get(month));
    const datesOnly = await timed(RUNS, () => get(`${month}&sources=key_date`));
    const made = await app.request('/api/calendar/feed', {
      method: 'POST',
      headers: { cookie, origin: ORIGIN },
    });
    const feedPath = new URL(((await made.json()) as { url: string }).url).pathname;
    const feed = await timed(Math.min(RUNS, 30), () => get(feedPath, {}));

    // The reminder scan at a minute when nothing falls due (its fixed cost: it still reads the
    // coming fortnight's deadlines and week's events, and plans them).
    const quiet = new Date(`${addCalendarDays(today, 1)}T03:00:00Z`);
    const scanTimes: number[] = [];
    for (let i = 0; i < Math.min(RUNS, 20); i++) {
      const started = performance.now();
      await sendDueReminders({ db: database.db, mailer, logger, appUrl: ORIGIN }, quiet);
      scanTimes.push(performance.now() - started);
    }
    scanTimes.sort((a, b) => a - b);
    // …and at 08:00 (the bench brokerage has no zone: the server's, UTC) on a day ahead: the next
    // day's deadline reminders, claimed and sent (in-app and e-mail for each deal's owner).
    const busy = new Date(`${addCalendarDays(today, 5)}T08:00:30Z`);
    const busyStarted = performance.now();
    const sent = await sendDueReminders({ db: database.db, mailer, logger, appUrl: ORIGIN }, busy);
    const busyMs = performance.now() - busyStarted;

    const plan = await raw.query(
      `explain (analyze, buffers) select d.id from transaction_dates d join transactions t on t.id = d.transaction_id
       where t.organization_id = $1 and d.date is not null and d.date between $2 and $3 order by d.date, d.id limit 2000`,
      [org.id, addCalendarDays(today, -3), addCalendarDays(today, 38)],
    );
    console.log(`\nbroker (organization scope), ${DEALS} deals, ${items} entries in the 42-day month view`);
    console.log(`| request | p50 | p95 | bytes |\n|---|---|---|---|`);
    console.log(
      `| month view, all sources | ${ms(monthView.p50)} | ${ms(monthView.p95)} | ${monthView.bytes} |`,
    );
    console.log(
      `| month view, key dates only | ${ms(datesOnly.p50)} | ${ms(datesOnly.p95)} | ${datesOnly.bytes} |`,
    );
    console.log(`| .ics feed (−60…+365 days) | ${ms(feed.p50)} | ${ms(feed.p95)} | ${feed.bytes} |`);
    console.log(
      `| reminder scan, nothing due | ${ms(percentile(scanTimes, 0.5))} | ${ms(percentile(scanTimes, 0.95))} | — |`,
    );
    console.log(`| reminder scan sending ${sent} deadline reminders | ${ms(busyMs)} | — | — |`);
    console.log(
      `\nkey-date query plan:\n${plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n')}`,
    );
  } finally {
    await raw.end();
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
