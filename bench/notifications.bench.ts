// The notification bell's reads and the e-mail scans on PostgreSQL, through the real app in-process:
// BENCH_NOTIFICATIONS rows (default 200,000) spread over the brokerage's members, a quarter of them
// the broker's, half of those unread. Reports p50/p95 of the list page and the unread count
// (sequential requests), one "e-mail now" scan with BENCH_PENDING due rows (default 1,000) and one
// digest run. A fresh database is created and dropped; every loop is bounded in count.
//   node --import tsx bench/notifications.bench.ts   (BENCH_DATABASE_URL, BENCH_NOTIFICATIONS, BENCH_PENDING, BENCH_RUNS)
import pg from 'pg';
import { createApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/platform/config';
import { openDatabase } from '../apps/server/src/platform/db/client';
import { createMailer } from '../apps/server/src/platform/email/mailer';
import { createLogger } from '../apps/server/src/platform/logger';
import { syncRoles } from '../apps/server/src/modules/organizations/organizations.repository';
import {
  DIGEST_DELAY_MS,
  sendDigests,
  sendImmediateEmails,
} from '../apps/server/src/modules/notifications/notification-email.service';
import { HARBORVIEW } from '../apps/server/seed/demo-brokerage';
import { seedOrganization } from '../apps/server/seed/organizations';
import { DEMO_PASSWORD } from '../apps/server/seed/users';
import { cookieFrom } from '../apps/server/src/test/harness';
import { percentile } from './support/bench-seed';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TOTAL = Math.min(Number(process.env.BENCH_NOTIFICATIONS ?? 200_000), 2_000_000);
const PENDING = Math.min(Number(process.env.BENCH_PENDING ?? 1_000), 20_000);
const RUNS = Math.min(Number(process.env.BENCH_RUNS ?? 100), 1_000);
const ORIGIN = 'http://localhost:3999';
const ms = (v: number) => `${v.toFixed(1)} ms`;

async function timed(call: () => Promise<number>) {
  for (let i = 0; i < 5; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const status = await call();
    times.push(performance.now() - started);
    if (status !== 200) throw new Error(`status ${status}`);
  }
  times.sort((a, b) => a - b);
  return `${ms(percentile(times, 0.5))} | ${ms(percentile(times, 0.95))}`;
}

async function main() {
  const name = `threshold_bench_notif_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 4 });
  const raw = new pg.Client({ connectionString: url.toString() });
  await raw.connect();
  try {
    await database.migrate();
    await syncRoles(database.db);
    const org = await database.db.transaction((tx) => seedOrganization(tx, HARBORVIEW));
    const members = [...org.users.values()];
    const broker = org.users.get('broker')!;
    // A quarter for the broker, the rest round-robin; half of all read; none pending e-mail.
    await raw.query(
      `insert into notifications (user_id, organization_id, kind, subject_type, subject_id, title, body,
         delivery, created_at, read_at, emailed_at)
       select case when g % 4 = 0 then $1 else ($2::text[])[1 + g % array_length($2::text[], 1)] end,
              $3, 'mention', 'transaction', gen_random_uuid()::text, 'Someone mentioned you ' || g, 'text',
              'email_now', now() - g * interval '1 minute',
              case when g % 2 = 0 then now() end, now()
       from generate_series(1, $4) g`,
      [broker, members, org.id, TOTAL],
    );
    // What the scans will find: due "e-mail now" rows and digest rows past the delay.
    await raw.query(
      `insert into notifications (user_id, organization_id, kind, subject_type, subject_id, title, body, delivery, created_at)
       select ($1::text[])[1 + g % array_length($1::text[], 1)], $2, 'assignment', 'transaction',
              gen_random_uuid()::text, 'Pending ' || g, 'text',
              case when g % 2 = 0 then 'email_now' else 'email_digest' end, now() - interval '2 hours'
       from generate_series(1, $3) g`,
      [members, org.id, PENDING * 2],
    );
    await raw.query('vacuum analyze');

    const config = loadConfig({
      NODE_ENV: 'test',
      APP_URL: ORIGIN,
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
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
    const get = async (path: string) => (await app.request(path, { headers: { cookie } })).status;

    const list = await timed(() => get('/api/notifications?limit=20'));
    const unreadList = await timed(() => get('/api/notifications?limit=20&unread=true'));
    const count = await timed(() => get('/api/notifications/unread-count'));
    const mailDeps = { db: database.db, mailer, logger, appUrl: ORIGIN };
    let started = performance.now();
    const sentNow = await sendImmediateEmails(mailDeps);
    const nowMs = performance.now() - started;
    started = performance.now();
    const digests = await sendDigests(mailDeps, new Date(Date.now() + DIGEST_DELAY_MS));
    const digestMs = performance.now() - started;
    // A scan takes at most 500 rows: the second one sends the rest, the third finds nothing due.
    const sentNext = await sendImmediateEmails(mailDeps);
    started = performance.now();
    await sendImmediateEmails(mailDeps);
    const idleMs = performance.now() - started;
    const plan = await raw.query(
      `explain (analyze) select id from notifications where user_id = $1 order by created_at desc, id desc limit 21`,
      [broker],
    );

    console.log(
      `\n${TOTAL} notifications (${TOTAL / 4} the broker's, half unread), ${PENDING * 2} pending e-mail`,
    );
    console.log(`| what | p50 | p95 |\n|---|---|---|`);
    console.log(`| GET /api/notifications?limit=20 | ${list} |`);
    console.log(`| GET /api/notifications?limit=20&unread=true | ${unreadList} |`);
    console.log(`| GET /api/notifications/unread-count | ${count} |`);
    console.log(`| e-mail now scan sending ${sentNow} | ${ms(nowMs)} | — |`);
    console.log(`| digest run sending ${digests} e-mails | ${ms(digestMs)} | — |`);
    console.log(`| e-mail now scan, nothing due (after sending ${sentNext} more) | ${ms(idleMs)} | — |`);
    console.log(plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
  } finally {
    await raw.end();
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
