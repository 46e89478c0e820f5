// Which SQL each list, detail and search request runs, and how PostgreSQL executes it, at bench scale:
// the real app in process on a database kept (BENCH_KEEP_DB=1 prints its name) by
// transactions.bench.ts (50,000 deals) or contacts.bench.ts (200,000 contacts) — every statement's
// plan comes back through auto_explain as a notice. Reports the number of statements per request (a
// loop of queries shows up as a large count) and every sequential scan of a table over SEQ_SCAN_ROWS
// rows. Loopback only; each request is sent once.
//   BENCH_DB=<name> node --import tsx bench/query-plans.bench.ts
import type pg from 'pg';
import { createApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/platform/config';
import { openDatabase } from '../apps/server/src/platform/db/client';
import { createMailer } from '../apps/server/src/platform/email/mailer';
import { createLogger } from '../apps/server/src/platform/logger';
import { cookieFrom, TEST_ORIGIN } from '../apps/server/src/test/harness';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SEQ_SCAN_ROWS = Number(process.env.SEQ_SCAN_ROWS ?? 5_000);
const PASSWORD = 'demo-pass-2026';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function seqScans(node: PlanNode, found: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) found.push(node['Relation Name']);
  for (const child of node.Plans ?? []) seqScans(child, found);
  return found;
}

async function main() {
  const name = process.env.BENCH_DB;
  if (!name || !/^[a-z0-9_]+$/.test(name)) throw new Error('BENCH_DB=<database kept by transactions.bench.ts or contacts.bench.ts> is required');
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 2 });
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const plans: { text: string; plan: PlanNode }[] = [];
  pool.on('connect', (client) => {
    client.on('notice', (notice) => {
      const json = notice.message?.slice(notice.message.indexOf('{'));
      if (!json?.startsWith('{')) return;
      const parsed = JSON.parse(json) as { 'Query Text': string; Plan: PlanNode };
      plans.push({ text: parsed['Query Text'], plan: parsed.Plan });
    });
    void client.query(
      "LOAD 'auto_explain'; SET auto_explain.log_min_duration = 0; SET auto_explain.log_analyze = on; SET auto_explain.log_nested_statements = on; SET auto_explain.log_format = json; SET auto_explain.log_level = notice; SET client_min_messages = notice",
    );
  });
  const sizes = (await pool.query<{ relname: string; n: string }>(
    `select relname, n_live_tup::text as n from pg_stat_user_tables`,
  )).rows;
  const rowsOf = new Map(sizes.map((r) => [r.relname, Number(r.n)]));
  const config = loadConfig({ NODE_ENV: 'test', APP_URL: TEST_ORIGIN, LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
  const logger = createLogger('silent');
  const { app } = createApp({ config, db: database.db, logger, mailer: createMailer({ db: database.db, logger, from: config.mailFrom }) });
  const headers = (cookie?: string) => ({ origin: TEST_ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) });
  const signIn = async (email: string) =>
    cookieFrom((await app.request('/api/auth/sign-in/email', { method: 'POST', headers: headers(), body: JSON.stringify({ email, password: PASSWORD }) })).headers);

  const broker = await signIn('broker@bench0.test');
  const firstId = async (path: string) =>
    ((await (await app.request(path, { headers: headers(broker) })).json()) as { items: { id: string }[] }).items[0]?.id;
  const firstDeal = await firstId('/api/transactions?limit=1');
  const firstContact = await firstId('/api/contacts?limit=1');
  // The same script reads a transactions.bench.ts database (50,000 deals) or a contacts.bench.ts one
  // (200,000 contacts): requests about records the database does not hold are left out.
  const requests: [string, string, string][] = [
    ...(firstDeal
      ? ([
          ['broker', 'list (organization)', '/api/transactions?limit=25'],
          ['team_leader', 'list (team)', '/api/transactions?limit=25'],
          ['realtor', 'list (own)', '/api/transactions?limit=25'],
          ['transaction_coordinator', 'list (assigned)', '/api/transactions?limit=25'],
          ['broker', 'search "harbor"', '/api/transactions?limit=25&q=harbor'],
          ['broker', 'status filter, closing sort', '/api/transactions?limit=25&status=under_contract&sort=closing_date'],
          ['broker', 'facets', '/api/transactions/facets'],
          ['broker', 'deal detail', `/api/transactions/${firstDeal}`],
        ] as [string, string, string][])
      : []),
    ['broker', 'contacts list', '/api/contacts?limit=50'],
    ['broker', 'contacts search', '/api/contacts?limit=50&q=smith'],
    ['realtor', 'contacts list (own)', '/api/contacts?limit=50'],
    ['realtor', 'contacts search (own)', '/api/contacts?limit=50&q=smith'],
    ...(firstContact ? ([['broker', 'contact detail', `/api/contacts/${firstContact}`]] as [string, string, string][]) : []),
  ];
  const header = ['caller', 'request', 'status', 'statements', `sequential scans of tables ≥ ${SEQ_SCAN_ROWS} rows`];
  console.log(`\nQuery plans on ${name} (auto_explain, one request each)\n`);
  console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  const cookies = new Map<string, string>([['broker', broker]]);
  for (const [role, label, path] of requests) {
    if (!cookies.has(role)) cookies.set(role, await signIn(`${role}@bench0.test`));
    plans.length = 0;
    const response = await app.request(path, { headers: headers(cookies.get(role)) });
    await response.arrayBuffer();
    const large = plans
      .flatMap((p) => seqScans(p.plan))
      .filter((table) => (rowsOf.get(table) ?? 0) >= SEQ_SCAN_ROWS);
    console.log(`| ${role} | ${label} | ${response.status} | ${plans.length} | ${[...new Set(large)].join(', ') || 'none'} |`);
  }
  await database.close();
}

main().catch((error) => {
  console.error('bench failed:', error);
  process.exitCode = 1;
});
