// GET /api/transactions under load: 50,000 deals across 20 organizations on PostgreSQL, listed by a
// broker (organization scope), a team leader (team) and a realtor (own), plus a search, next to the
// same repository query run through the driver alone. Reports req/s, p50 and p95 (budget p95 ≤ 50 ms).
// Loopback only; a fresh database is created and dropped; every run is bounded in time and count.
//   node --import tsx bench/transactions.bench.ts      (BENCH_DATABASE_URL, BENCH_DURATION_S, BENCH_DEALS)
// BENCH_KEEP_DB=1 keeps the seeded database (its name is printed); BENCH_DB=<name> reuses one.
// BENCH_PERSONAS=broker,realtor runs only the personas whose label starts with one of those words.
// The server runs as in production (NODE_ENV=production), so production-only behaviour is measured.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import type { RoleKey } from '@threshold/domain/roles';
import { openDatabase, type Database } from '../apps/server/src/platform/db/client';
import { loadActor } from '../apps/server/src/platform/authz/actor';
import { users } from '../apps/server/src/platform/auth/auth.schema';
import { syncRoles } from '../apps/server/src/modules/organizations/organizations.repository';
import { findTransactionPage } from '../apps/server/src/modules/transactions/deals/transactions-list.repository';
import { seedOrganization, type SeededOrganization } from '../apps/server/seed/organizations';
import { createUser } from '../apps/server/seed/users';
import type { DbOrTx } from '../apps/server/src/platform/db/client';
import { findRoleIds } from '../apps/server/src/modules/organizations/organizations.repository';
import {
  organizationMembers,
  teamMembers,
} from '../apps/server/src/modules/organizations/organizations.schema';
import { seedDeals } from '../apps/server/seed/transactions';
import { eq } from 'drizzle-orm';
import { benchOrganization, percentile } from './support/bench-seed';

const root = path.resolve(import.meta.dirname, '..');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const TOTAL_DEALS = Number(process.env.BENCH_DEALS ?? 50_000);
const ORGANIZATIONS = 20;
const CONNECTIONS = 10;
const MAX_REQUESTS = 100_000;
const PASSWORD = 'demo-pass-2026';

/**
 * Each organization: 2,500 deals over ~30 agents — a realtor persona with ~100 deals, a "top
 * producer" (the leasing agent, own scope) with ~500, 24 more realtors, the brokers.
 */
const EXTRA_REALTORS = 24;
const ALL_PERSONAS: { label: string; role: RoleKey; query: string }[] = [
  { label: 'broker (organization)', role: 'broker', query: 'limit=25' },
  { label: 'team_leader (team)', role: 'team_leader', query: 'limit=25' },
  { label: 'realtor (own, ~100 deals)', role: 'realtor', query: 'limit=25' },
  { label: 'top producer (own, ~500 deals)', role: 'leasing_agent', query: 'limit=25' },
  { label: 'transaction_coordinator (assigned)', role: 'transaction_coordinator', query: 'limit=25' },
  { label: 'broker, search "harbor"', role: 'broker', query: 'limit=25&q=harbor' },
  {
    label: 'broker, status filter, closing sort',
    role: 'broker',
    query: 'limit=25&status=under_contract&sort=closing_date',
  },
];
const personaFilter = process.env.BENCH_PERSONAS?.split(',')
  .map((word) => word.trim())
  .filter(Boolean);
const PERSONAS = personaFilter
  ? ALL_PERSONAS.filter((persona) => personaFilter.some((word) => persona.label.startsWith(word)))
  : ALL_PERSONAS;
/** Signs the bench server's sessions; production refuses to start without a secret of its own. */
const BENCH_AUTH_SECRET = 'bench-only-secret-not-for-any-deployment-0123456789';

/** Realtors beyond the one demo account per role, as members of the organization and a team. */
async function addRealtors(tx: DbOrTx, org: SeededOrganization, index: number): Promise<string[]> {
  const roleId = (await findRoleIds(tx)).get('realtor')!;
  const ids: string[] = [];
  for (let n = 0; n < EXTRA_REALTORS; n++) {
    const userId = await createUser(tx, {
      email: `realtor${n}@bench${index}.test`,
      firstName: 'Agent',
      lastName: `${index}-${n}`,
    });
    await tx
      .insert(organizationMembers)
      .values({ userId, organizationId: org.id, roleId, isPrimary: true, status: 'active' });
    await tx
      .insert(teamMembers)
      .values({ teamId: [...org.teams.values()][n % 2]!, userId, roleId, status: 'active' });
    ids.push(userId);
  }
  return ids;
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

async function signIn(url: string, email: string) {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

type Load = Awaited<ReturnType<typeof load>>;

/** autocannon with exact p50/p95 from every response time (autocannon itself reports p97.5, not p95). */
async function load(url: string, cookie: string, connections = CONNECTIONS) {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const options = {
      url,
      connections,
      duration: connections === 1 ? Math.ceil(DURATION_S / 2) : DURATION_S,
      maxOverallRequests: MAX_REQUESTS,
      headers: cookie ? { cookie } : {},
    };
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    reqPerSec: result.requests.average,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

/** 20 organizations, each with its members, 24 more realtors and TOTAL_DEALS / 20 deals ('light' detail). */
async function seedBench(database: Database) {
  await database.migrate();
  await syncRoles(database.db);
  const perOrg = Math.ceil(TOTAL_DEALS / ORGANIZATIONS);
  for (let i = 0; i < ORGANIZATIONS; i++) {
    await database.db.transaction(async (tx) => {
      const org = await seedOrganization(tx, benchOrganization(i));
      const extras = await addRealtors(tx, org, i);
      // prettier-ignore
      await seedDeals(tx, org, {
        count: perOrg,
        seed: 7_000 + i,
        detail: 'light',
        mlsPrefix: `B${i}-`,
        owners: [['realtor', 4], ['broker', 8], ['team_leader', 6], ['leasing_agent', 20], ['managing_broker', 2]],
        extraOwners: extras.map((id) => [id, 60 / EXTRA_REALTORS] as [string, number]),
        clients: [['buyer', 'buyer', 20]],
        assignees: [['transaction_coordinator', 60]],
      });
    });
  }
  // VACUUM too: seeding's search-text update leaves a dead version of every deal, and it sets the
  // visibility map so the scope subqueries are index-only scans, as on a long-running database.
  await database.db.execute('vacuum analyze');
}

/**
 * The list query of one persona through the repository and driver only: `concurrency` loops side by
 * side (the pool has CONNECTIONS connections), each bounded in time and count.
 */
async function driverOnly(database: Database, email: string, query: string, concurrency = 1) {
  const [account] = await database.db
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.email, email));
  const actor = await loadActor(database.db, account!);
  const params = new URLSearchParams(query);
  const filters = { q: params.get('q') ?? undefined, status: params.get('status')?.split(',') as never };
  const sort = (params.get('sort') ?? '-updated_at') as '-updated_at';
  const times: number[] = [];
  const seconds = concurrency === 1 ? Math.ceil(DURATION_S / 2) : DURATION_S;
  const started = Date.now();
  const deadline = started + seconds * 1000;
  const loop = async () => {
    while (Date.now() < deadline && times.length < 20_000) {
      const begun = performance.now();
      await findTransactionPage(database.db, { actor, filters }, sort, 25, null);
      times.push(performance.now() - begun);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  const reqPerSec = times.length / ((Date.now() - started) / 1000);
  return { times: times.sort((a, b) => a - b), reqPerSec };
}

async function main() {
  const reuse = process.env.BENCH_DB;
  const keep = Boolean(reuse) || process.env.BENCH_KEEP_DB === '1';
  const name = reuse ?? `threshold_bench_tx_${Date.now()}`;
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error('BENCH_DB must be a plain database name');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  if (!reuse) await admin.query(`create database ${name}`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${name}`;
  let server: ChildProcess | null = null;
  const database = await openDatabase({ kind: 'postgres', url: dbUrl.toString(), poolMax: CONNECTIONS });
  // Dropping the database at the end ends any straggling pool connection; that is expected.
  (database.db as unknown as { $client: pg.Pool }).$client.on('error', () => undefined);
  try {
    const started = Date.now();
    if (!reuse) await seedBench(database);
    console.log(`${reuse ? 'reusing' : 'seeded'} ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // prettier-ignore
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: dbUrl.toString(), PORT: String(port), HOST: '127.0.0.1', APP_URL: url, LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_PER_MINUTE: '1000', NODE_ENV: 'production', BETTER_AUTH_SECRET: BENCH_AUTH_SECRET },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForHealth(url);
    const rows: string[][] = [];
    type Driver = { one: number[]; many: number } | null;
    const row = (label: string, visible: string, many: Load, one: Load, driver: Driver) => [
      label,
      visible,
      many.reqPerSec.toFixed(0),
      ms(many.p50),
      ms(many.p95),
      ms(one.p50),
      ms(one.p95),
      driver ? (one.p95 <= 20 ? 'yes' : 'NO') : '-',
      driver ? ms(percentile(driver.one, 0.5)) : '-',
      driver ? ms(percentile(driver.one, 0.95)) : '-',
      driver ? driver.many.toFixed(0) : '-',
      driver ? `${((many.reqPerSec / driver.many) * 100).toFixed(0)}%` : '-',
      String(many.non2xx + one.non2xx),
    ];
    // The floor every authenticated request pays on this machine (session, actor, JSON, gzip).
    const floorCookie = await signIn(url, 'broker@bench0.test');
    // Public routes never read the session (ADR 0065): with and without a cookie should be alike.
    const floors = [
      ['/api/health', '', 'no cookie'],
      ['/api/health', floorCookie, 'with a session cookie'],
      ['/api/me', floorCookie, 'signed in'],
    ];
    for (const [floor, cookie, note] of floors) {
      const target = `${url}${floor}`;
      rows.push(
        row(`${floor} (${note})`, '-', await load(target, cookie!), await load(target, cookie!, 1), null),
      );
    }
    for (const persona of PERSONAS) {
      const email = `${persona.role}@bench0.test`;
      const cookie = await signIn(url, email);
      const target = `${url}/api/transactions?${persona.query}`;
      const first = (await (await fetch(target, { headers: { cookie } })).json()) as { items: unknown[] };
      const many = await load(target, cookie);
      const one = await load(target, cookie, 1);
      rows.push(
        row(persona.label, String(first.items.length), many, one, {
          one: (await driverOnly(database, email, persona.query)).times,
          many: (await driverOnly(database, email, persona.query, CONNECTIONS)).reqPerSec,
        }),
      );
    }
    const deals = Math.ceil(TOTAL_DEALS / ORGANIZATIONS) * ORGANIZATIONS;
    console.log(
      `\nGET /api/transactions on PostgreSQL with ${deals} deals; ${DURATION_S} s at ${CONNECTIONS} connections, then ${Math.ceil(DURATION_S / 2)} s at 1\n`,
    );
    // prettier-ignore
    const header = ['persona', 'rows', `req/s @${CONNECTIONS}`, `p50 @${CONNECTIONS}`, `p95 @${CONNECTIONS}`, 'p50 @1', 'p95 @1', 'p95 @1 ≤ 20 ms', 'driver p50 @1', 'driver p95 @1', `driver req/s @${CONNECTIONS}`, 'API ÷ driver', 'non-2xx'];
    console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
    for (const r of rows) console.log(`| ${r.join(' | ')} |`);
  } finally {
    if (server) {
      server.kill('SIGTERM');
      await new Promise((r) => server!.once('exit', r));
    }
    await database.close();
    if (keep) console.log(`kept database ${name} (drop it with: dropdb ${name})`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

main().catch((error) => {
  console.error('bench failed:', error);
  process.exitCode = 1;
});
