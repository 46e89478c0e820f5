// The public offer portal under load: POST /api/offer-links/{linkKey} through the real HTTP server
// (apps/server/src/main.ts), on loopback, on each database: embedded PGlite with the demo seed in a
// temporary DATA_DIR, and PostgreSQL (a fresh database on BENCH_DATABASE_URL, seeded with
// `db seed`, dropped afterwards; skipped when the server is not reachable). Two runs per database:
//   limited   — the shipped limits (30 portal requests and 600 writes a minute per address, 10 offers
//               a minute per link) against one link: what a flood gets (mostly 429);
//   unlimited — the per-address limits raised (RATE_LIMIT_PUBLIC_PER_MINUTE,
//               RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE), offers spread over LINKS links so that no link
//               passes its own 10 a minute: the cost of a real submit (validation, offer row, status
//               token, e-mail to the outbox).
// Each run is bounded by BENCH_DURATION_S and by a request cap. Latencies from every response (p50, p95).
//   node --import tsx bench/offer-portal.bench.ts
//     (BENCH_DURATION_S, BENCH_CONNECTIONS, BENCH_DATABASE_URL, BENCH_DATABASES=pglite,postgres)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { percentile } from './support/bench-seed';

const root = path.resolve(import.meta.dirname, '..');
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const MAX_REQUESTS = 20_000;
/** Links of the unlimited run: 10 offers a minute each, so LINKS × 9 offers fit in one minute. */
const LINKS = 300;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((s) => s.trim());
if (!['127.0.0.1', 'localhost', '::1'].includes(new URL(adminUrl).hostname)) {
  throw new Error(`loopback only: refusing ${new URL(adminUrl).hostname}`);
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const offerBody = (i: number) =>
  JSON.stringify({
    buyer_names: [`Bench Buyer ${i}`],
    agent_name: 'Morgan Blake',
    agent_brokerage: 'Blue Water Realty',
    agent_license: 'WA-123456',
    agent_email: `agent${i % 50}@bench.test`,
    agent_phone: '(206) 555-0134',
    price_cents: 730_000_00 + (i % 40) * 1_000_00,
    earnest_money_cents: 15_000_00,
    down_payment_cents: 146_000_00,
    financing: 'conventional',
    loan_amount_cents: 584_000_00,
    contingencies: { inspection_days: 10, appraisal_days: 21, financing_days: 30, sale_of_home_days: null },
    days_to_close: 30,
    seller_concessions_cents: 0,
    expires_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  });

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'threshold-portal-bench-'));
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (i === 239) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, stop };
}

/** `count` listings of the realtor with their offer links switched on; answers the link keys. */
async function makeLinks(url: string, count: number) {
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: 'realtor@demo.test', password: 'demo-pass-2026' }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const send = async (method: string, p: string, body: unknown) => {
    const res = await fetch(`${url}${p}`, {
      method,
      headers: { 'content-type': 'application/json', origin: url, cookie },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, any>>;
  };
  const keys: string[] = [];
  for (let i = 0; i < count; i++) {
    const property = await send('POST', '/api/properties', {
      address: { line1: `${i + 1} Portal Bench Way`, city: 'Harborview', state: 'WA', postal_code: '98110' },
    });
    const listing = await send('POST', '/api/listings', {
      property_id: property.id,
      list_price_cents: 725_000_00,
      buyer_agent_commission: { kind: 'percent', rate_bps: 250 },
    });
    keys.push((await send('PUT', `/api/listings/${listing.id}/offer-link`, {})).link_key as string);
  }
  return keys;
}

async function flood(url: string, keys: string[], maxRequests: number) {
  let n = 0;
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let finish: (result: autocannon.Result) => void = () => undefined;
  const done = new Promise<autocannon.Result>((resolve) => (finish = resolve));
  const instance = autocannon(
    {
      url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: { 'content-type': 'application/json', origin: url },
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            const i = n++;
            return { ...req, path: `/api/offer-links/${keys[i % keys.length]}`, body: offerBody(i) };
          },
        },
      ],
    },
    (error, result) => {
      if (error) throw error;
      finish(result);
    },
  );
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    latencies.push(ms);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (latencies.length >= maxRequests) instance.stop();
  });
  const result = await done;
  latencies.sort((a, b) => a - b);
  return {
    total: latencies.length,
    perSec: latencies.length / (result.duration || DURATION_S),
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    statuses: [...statuses].map(([s, c]) => `${s}×${c}`).join(' '),
  };
}

const print = (label: string, r: Awaited<ReturnType<typeof flood>>) =>
  console.log(
    label.padEnd(44),
    String(r.total).padStart(7),
    r.perSec.toFixed(1).padStart(8),
    r.p50.toFixed(1).padStart(8),
    r.p95.toFixed(1).padStart(8),
    ' ',
    r.statuses,
  );

/** Both runs against servers on one database (`env` names it: DATA_DIR's PGlite, or DATABASE_URL). */
async function benchDatabase(label: string, env: Record<string, string>) {
  console.log(`\n${label}, ${CONNECTIONS} connections, ${DURATION_S} s per run, loopback\n`);
  console.log(
    'run'.padEnd(44),
    'answers'.padStart(7),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p95 ms'.padStart(8),
  );
  {
    const server = await startServer(env);
    try {
      const keys = await makeLinks(server.url, 1);
      print('limited: shipped limits, one link', await flood(server.url, keys, MAX_REQUESTS));
    } finally {
      await server.stop();
    }
  }
  {
    const server = await startServer({
      ...env,
      RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000',
      RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE: '1000000',
      RATE_LIMIT_USER_WRITES_PER_MINUTE: '1000000',
    });
    try {
      const keys = await makeLinks(server.url, LINKS);
      // Stay under every link's own 10 a minute: at most 9 offers per link in this run.
      print(`unlimited: address limits raised, ${LINKS} links`, await flood(server.url, keys, LINKS * 9));
    } finally {
      await server.stop();
    }
  }
}

if (DATABASES.includes('pglite')) await benchDatabase('PGlite', {});
if (DATABASES.includes('postgres')) {
  const admin = new pg.Client({ connectionString: adminUrl });
  const reachable = await admin.connect().then(
    () => true,
    () => false,
  );
  if (!reachable) {
    console.log(`\nPostgreSQL at ${adminUrl} is not reachable; skipping the PostgreSQL runs.`);
  } else {
    const name = `threshold_bench_portal_${Date.now().toString(36)}`;
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      // Both servers share the database (offers, rate-limit counters): the limited run uses one fresh
      // link, the unlimited run its own LINKS with limits far above what the limited run counted.
      const seed = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/db.ts', 'seed'], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: url.toString(), LOG_LEVEL: 'warn' },
        stdio: 'inherit',
      });
      if (seed.status !== 0) throw new Error('seeding PostgreSQL failed');
      await benchDatabase('PostgreSQL', { DATABASE_URL: url.toString() });
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
}
