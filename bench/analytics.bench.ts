// The analytics reports and broker-dashboard widgets on PostgreSQL with 50,000 deals across 20
// organizations (2,500 each, the transactions bench's 'light' seed), per persona: p50 and p95 of the
// service call (SQL + shaping, no HTTP), run one after another. Budget: p95 ≤ 100 ms per widget.
// A fresh database is created and dropped; every run is bounded in count.
//   node --import tsx bench/analytics.bench.ts      (BENCH_DATABASE_URL, BENCH_DEALS, BENCH_RUNS,
//   BENCH_ONLY=conversion,lead — only the widgets whose label contains one of these)
import pg from 'pg';
import { eq } from 'drizzle-orm';
import type { RoleKey } from '@threshold/domain/roles';
import { openDatabase, type Database } from '../apps/server/src/platform/db/client';
import { loadActor, type Actor } from '../apps/server/src/platform/authz/actor';
import { users } from '../apps/server/src/platform/auth/auth.schema';
import { syncRoles } from '../apps/server/src/modules/organizations/organizations.repository';
import { seedOrganization } from '../apps/server/seed/organizations';
import { seedDeals } from '../apps/server/seed/transactions';
import {
  getDaysToCloseReport,
  getPipelineReport,
  getProductionReport,
  getYearOverYearReport,
} from '../apps/server/src/modules/analytics/analytics.service';
import {
  getListingsSummary,
  getOffersSummary,
  getReviewQueueSummary,
} from '../apps/server/src/modules/analytics/broker-dashboard.service';
import {
  getConversionReport,
  getLeadSourcesReport,
} from '../apps/server/src/modules/analytics/funnel-reports.service';
import { getNewLeads } from '../apps/server/src/modules/dashboard/new-leads.service';
import { benchOrganization, percentile } from './support/bench-seed';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TOTAL_DEALS = Number(process.env.BENCH_DEALS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const ORGANIZATIONS = 20;

async function seedBench(database: Database) {
  await database.migrate();
  await syncRoles(database.db);
  const perOrg = Math.ceil(TOTAL_DEALS / ORGANIZATIONS);
  for (let i = 0; i < ORGANIZATIONS; i++) {
    await database.db.transaction(async (tx) => {
      const org = await seedOrganization(tx, benchOrganization(i));
      // prettier-ignore
      await seedDeals(tx, org, { count: perOrg, seed: 7_000 + i, detail: 'light', mlsPrefix: `B${i}-`, owners: [['realtor', 10], ['broker', 4], ['team_leader', 6], ['managing_broker', 2]] });
    });
  }
  await database.db.execute('vacuum analyze');
}

const year = new Date().getUTCFullYear();
const WIDGETS: [string, (db: Database['db'], actor: Actor) => Promise<unknown>][] = [
  ['production by month', (db, a) => getProductionReport(db, a, { group_by: 'month' })],
  [
    'production by agent, this year',
    (db, a) => getProductionReport(db, a, { group_by: 'agent', closing_from: `${year}-01-01` }),
  ],
  ['production by team', (db, a) => getProductionReport(db, a, { group_by: 'team' })],
  ['pipeline', (db, a) => getPipelineReport(db, a, {})],
  ['days to close', (db, a) => getDaysToCloseReport(db, a, {})],
  ['year over year', (db, a) => getYearOverYearReport(db, a, {})],
  ['review queue', (db, a) => getReviewQueueSummary(db, a)],
  ['listings', (db, a) => getListingsSummary(db, a)],
  ['offers', (db, a) => getOffersSummary(db, a)],
  ['conversion', (db, a) => getConversionReport(db, a, {})],
  ['conversion, this year', (db, a) => getConversionReport(db, a, { closing_from: `${year}-01-01` })],
  ['lead sources', (db, a) => getLeadSourcesReport(db, a, {})],
  ['new leads (agent dashboard)', (db, a) => getNewLeads(db, a)],
];
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const chosen = WIDGETS.filter(([label]) => ONLY.length === 0 || ONLY.some((o) => label.includes(o)));
const PERSONAS: RoleKey[] = ['broker', 'managing_broker', 'team_leader'];

async function main() {
  const name = `threshold_bench_analytics_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: dbUrl.toString(), poolMax: 4 });
  try {
    const started = Date.now();
    await seedBench(database);
    console.log(
      `seeded ${TOTAL_DEALS} deals in ${((Date.now() - started) / 1000).toFixed(1)} s; ${RUNS} runs each\n`,
    );
    console.log('| persona | widget | p50 | p95 | ≤ 100 ms |\n|---|---|---|---|---|');
    for (const role of PERSONAS) {
      const [account] = await database.db
        .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
        .from(users)
        .where(eq(users.email, `${role}@bench0.test`));
      const actor = await loadActor(database.db, account!);
      for (const [label, run] of chosen) {
        await run(database.db, actor); // warm-up
        const times: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const begun = performance.now();
          await run(database.db, actor);
          times.push(performance.now() - begun);
        }
        times.sort((a, b) => a - b);
        const p95 = percentile(times, 0.95);
        console.log(
          `| ${role} | ${label} | ${percentile(times, 0.5).toFixed(1)} ms | ${p95.toFixed(1)} ms | ${p95 <= 100 ? 'yes' : 'NO'} |`,
        );
      }
    }
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
