// HTTP benchmark of GET /api/health and GET /api/me (signed in), on PGlite and on PostgreSQL, next
// to a baseline of the same SQL through the database driver alone. Loopback only; every loop is
// bounded in time and count. Run: npm run bench:api  (PostgreSQL part needs BENCH_DATABASE_URL or
// the local server at postgres://postgres@127.0.0.1:5432/postgres).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';

const root = path.resolve(import.meta.dirname, '..');
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 10;
const MAX_REQUESTS = 200_000;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Row { target: string; db: string; reqPerSec: number; p99: number }
const rows: Row[] = [];

async function waitForHealth(url: string) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

function cannon(url: string, headers: Record<string, string> = {}) {
  // Bounded by duration (autocannon's `amount` would override it).
  console.log(`  ${url}`);
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
}

async function benchServer(db: string, env: Record<string, string>) {
  const port = 3900 + rows.length;
  const url = `http://localhost:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
    stdio: 'ignore',
  });
  try {
    await waitForHealth(url);
    const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ email: 'broker@demo.test', password: 'demo-pass-2026' }),
    });
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const token = decodeURIComponent(/session_token=([^;.]+)/.exec(cookie)?.[1] ?? '');
    const health = await cannon(`${url}/api/health`);
    rows.push({ target: 'GET /api/health', db, reqPerSec: health.requests.average, p99: health.latency.p99 });
    const me = await cannon(`${url}/api/me`, { cookie });
    if (me.non2xx > 0) console.log(`  warning: /api/me answered ${me.non2xx} non-2xx responses of ${me.requests.total}`);
    rows.push({ target: 'GET /api/me', db, reqPerSec: me.requests.average, p99: me.latency.p99 });
    return token;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

/** The statements /api/me runs (session + user, affiliation, profile, teams, supervisors both ways). */
const ME_SQL = (token: string) => [
  [`select s.*, u.* from sessions s join users u on u.id = s.user_id where s.token = $1`, [token]],
  [`select organization_id, role_key from current_user_primary_affiliations where user_id = (select user_id from sessions where token = $1) limit 1`, [token]],
  [`select * from user_profiles where id = (select user_id from sessions where token = $1)`, [token]],
  [`select t.id from team_members tm join teams t on t.id = tm.team_id where tm.user_id = (select user_id from sessions where token = $1) and tm.status = 'active'`, [token]],
  [`select * from current_user_primary_affiliations where user_id = (select user_id from sessions where token = $1)`, [token]],
  [`select sr.supervisor_id, p.first_name from supervisor_relationships sr left join user_profiles p on p.id = sr.supervisor_id where sr.user_id = (select user_id from sessions where token = $1)`, [token]],
  [`select sr.user_id, p.first_name from supervisor_relationships sr left join user_profiles p on p.id = sr.user_id where sr.supervisor_id = (select user_id from sessions where token = $1)`, [token]],
] as const;

async function baseline(db: string, query: (sql: string, params: readonly unknown[]) => Promise<unknown>, token: string, concurrency: number) {
  const latencies: number[] = [];
  const deadline = Date.now() + DURATION_S * 1000;
  const worker = async () => {
    while (Date.now() < deadline && latencies.length < MAX_REQUESTS) {
      const started = performance.now();
      for (const [sql, params] of ME_SQL(token)) await query(sql, params);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  latencies.sort((a, b) => a - b);
  rows.push({
    target: 'same SQL, driver only',
    db,
    reqPerSec: latencies.length / DURATION_S,
    p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
  });
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'threshold-bench-'));
  const token = await benchServer('PGlite', { DATA_DIR: dataDir });
  const lite = new PGlite(path.join(dataDir, 'pglite'));
  await baseline('PGlite', (sql, params) => lite.query(sql, params as unknown[]), token, 1);
  await lite.close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  const name = `threshold_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    console.log(`PostgreSQL at ${adminUrl} is not reachable; skipping the PostgreSQL runs.`);
    return;
  }
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const seed = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/db.ts', 'seed'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url.toString(), LOG_LEVEL: 'warn' },
      stdio: 'inherit',
    });
    if (seed.status !== 0) throw new Error('seeding PostgreSQL failed');
    const pgToken = await benchServer('PostgreSQL', { DATABASE_URL: url.toString() });
    const pool = new pg.Pool({ connectionString: url.toString(), max: CONNECTIONS });
    pool.on('error', (error) => console.error('pool error', error.message));
    try {
      await baseline('PostgreSQL', (sql, params) => pool.query(sql, params as unknown[]), pgToken, CONNECTIONS);
    } finally {
      await pool.end();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

main()
  .catch((error) => console.error('bench failed:', error))
  .then(() => {
    console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s per run, loopback\n`);
    console.table(rows.map((r) => ({ ...r, reqPerSec: Math.round(r.reqPerSec), p99: `${r.p99.toFixed(1)} ms` })));
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
