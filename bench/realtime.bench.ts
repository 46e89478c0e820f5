// Realtime delivery (not a test): BENCH_CLIENTS WebSocket clients (default 500) subscribed to
// messages, and a burst of BENCH_MESSAGES messages (default 20) sent one after another through the
// API of the first instance. Reports, over every (message, client) pair, the delivery latency (the
// service publishes the committed change → the client has the event) and the send → receive latency
// (the POST starts → the client has the event), the API's send time, and memory per connection.
// PGlite in memory by default; BENCH_DATABASE_URL=postgres://… runs on a fresh PostgreSQL database,
// and with BENCH_INSTANCES=2 a second app instance (its own thread, pool and LISTEN connection)
// shares it, the clients split between the two, so events reach half of them through LISTEN/NOTIFY.
// The clients run in a worker thread too (bench/support/realtime-clients.worker.ts), so each server
// instance keeps its thread, as it would keep its process. Every loop is bounded in count and the
// whole run in time (60 s).
//   node --import tsx bench/realtime.bench.ts
//     (BENCH_CLIENTS, BENCH_MESSAGES, BENCH_USERS, BENCH_DATABASE_URL, BENCH_INSTANCES)
import { createApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/platform/config';
import { openDatabase, type Database } from '../apps/server/src/platform/db/client';
import { createMailer } from '../apps/server/src/platform/email/mailer';
import { createLogger } from '../apps/server/src/platform/logger';
import { serveForSockets } from '../apps/server/src/platform/realtime/realtime-test-kit';
import { syncRoles } from '../apps/server/src/modules/organizations/organizations.repository';
import { createPostgresDatabase } from '../apps/server/src/test/test-database';
import { cookieFrom } from '../apps/server/src/test/harness';
import { seedDemo } from '../apps/server/seed';
import { DEMO_PASSWORD } from '../apps/server/seed/users';
import { percentile } from './support/bench-seed';
import type { ClientsPlan, Receipt } from './support/realtime-clients.worker';
import type { InstancePlan } from './support/realtime-instance.worker';
import { messageFrom, startTsWorker } from './support/ts-worker';

const CLIENTS = Math.min(Number(process.env.BENCH_CLIENTS ?? 500), 5_000);
const MESSAGES = Math.min(Number(process.env.BENCH_MESSAGES ?? 20), 1_000);
const INSTANCES = process.env.BENCH_DATABASE_URL ? Math.min(Number(process.env.BENCH_INSTANCES ?? 1), 2) : 1;
const ORIGIN = 'http://localhost:3999';
let progress = 'starting';
const DEADLINE = setTimeout(() => {
  console.error(`bench: gave up after 60 s (${progress})`);
  process.exit(2);
}, 60_000);

const ms = (v: number) => `${v.toFixed(1)} ms`;
/** Absolute time in ms, comparable between this thread and the clients' worker. */
const now = () => performance.timeOrigin + performance.now();

async function openTarget(): Promise<{ database: Database; url: string | null; drop: () => Promise<void> }> {
  if (!process.env.BENCH_DATABASE_URL)
    return {
      database: await openDatabase({ kind: 'pglite', dataDir: null }),
      url: null,
      drop: async () => undefined,
    };
  process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const created = await createPostgresDatabase();
  const database = await openDatabase({ kind: 'postgres', url: created.url, poolMax: 10 });
  return { database, url: created.url, drop: created.drop };
}

function summary(label: string, values: number[]): string {
  values.sort((a, b) => a - b);
  if (values.length === 0) return `${label}: none`;
  return `${label}: p50 ${ms(percentile(values, 0.5))}, p95 ${ms(percentile(values, 0.95))}, p99 ${ms(percentile(values, 0.99))}, max ${ms(values.at(-1)!)}`;
}

async function main() {
  const { database, url: databaseUrl, drop } = await openTarget();
  await database.migrate();
  await syncRoles(database.db);
  const seed = await seedDemo(database.db);
  const env = {
    NODE_ENV: 'test',
    APP_URL: ORIGIN,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_USER_WRITES_PER_MINUTE: '1000000',
    RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  };
  const config = loadConfig(env);
  const logger = createLogger('silent');
  const { app, realtime: hub } = createApp({
    config,
    db: database.db,
    logger,
    mailer: createMailer({ db: database.db, logger, from: config.mailFrom }),
  });
  const server = await serveForSockets(app);
  // The second instance runs in its own thread, as a second process would.
  const other =
    INSTANCES > 1 && databaseUrl
      ? startTsWorker(new URL('./support/realtime-instance.worker.ts', import.meta.url), {
          databaseUrl,
          env,
        } satisfies InstancePlan)
      : null;
  const urls = [server.url];
  if (other) urls.push((await messageFrom<{ url: string }>(other, 'ready')).url);
  const httpBase = server.url.replace(/^ws/, 'http').replace(/\/api\/realtime$/, '');
  // Delivery starts when the sending instance's service publishes the committed change.
  const publishedAt = new Map<string, number>();
  const publish = hub.publish.bind(hub);
  hub.publish = (change) => {
    if (change.resource === 'messages') publishedAt.set(change.recordId, now());
    return publish(change);
  };
  const signIn = async (email: string) => {
    const res = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    return cookieFrom(res.headers);
  };
  // Clients are the group's members' tabs: BENCH_USERS people (default 10), CLIENTS sockets spread over them.
  const roles = [
    'broker',
    'realtor',
    'managing_broker',
    'team_leader',
    'transaction_coordinator',
    'brokerage_admin',
    'unlicensed_assistant',
    'buyer',
    'seller',
    'leasing_agent',
  ] as const;
  const people = roles
    .slice(0, Math.min(roles.length, Number(process.env.BENCH_USERS ?? 10)))
    .filter((r) => seed.harborview.users.has(r));
  const cookies = await Promise.all(people.map((r) => signIn(`${r}@demo.test`)));
  const sender = cookies[0]!;
  const group = await app.request('/api/conversations', {
    method: 'POST',
    headers: { origin: ORIGIN, cookie: sender, 'content-type': 'application/json' },
    body: JSON.stringify({
      kind: 'group',
      title: 'Bench',
      member_ids: people.slice(1).map((r) => seed.harborview.users.get(r)!),
    }),
  });
  const conversationId = ((await group.json()) as { id: string }).id;

  global.gc?.();
  const before = process.memoryUsage();
  const clients = startTsWorker(new URL('./support/realtime-clients.worker.ts', import.meta.url), {
    urls,
    cookies,
    origin: ORIGIN,
    conversationId,
    clients: CLIENTS,
    expected: CLIENTS * MESSAGES,
  } satisfies ClientsPlan);
  const done = messageFrom<{ receipts: Receipt[] }>(clients, 'done');
  progress = 'connecting clients';
  await messageFrom(clients, 'ready');
  global.gc?.();
  const after = process.memoryUsage();

  progress = 'sending';
  const sentAt = new Map<string, number>();
  const sendTimes: number[] = [];
  for (let i = 0; i < MESSAGES; i++) {
    const started = now();
    // Over HTTP, as a browser sends it (in-process requests on PGlite never yield to socket I/O).
    const res = await fetch(`${httpBase}/api/conversations/${conversationId}/messages`, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: sender, 'content-type': 'application/json' },
      body: JSON.stringify({ body: `burst ${i}` }),
    });
    const { id } = (await res.json()) as { id: string };
    sentAt.set(id, started);
    sendTimes.push(now() - started);
  }
  progress = 'waiting for deliveries';
  const { receipts } = await done;
  await clients.terminate();
  const deliveries: number[][] = urls.map(() => []);
  const latencies: number[] = [];
  for (const [recordId, instance, receivedAt] of receipts) {
    deliveries[instance]!.push(receivedAt - publishedAt.get(recordId)!);
    latencies.push(receivedAt - sentAt.get(recordId)!);
  }
  sendTimes.sort((a, b) => a - b);
  console.log(
    `database: ${database.kind}; ${urls.length} instance(s); ${CLIENTS} clients over ${cookies.length} users; ${MESSAGES} messages; ${latencies.length} deliveries`,
  );
  console.log(summary('delivery (publish → receive), clients of the sending instance', deliveries[0]!));
  if (urls.length > 1)
    console.log(summary('delivery (publish → receive), clients of the other instance', deliveries[1]!));
  console.log(summary('send → receive (POST starts → receive), all clients', latencies));
  console.log(`POST message: p50 ${ms(percentile(sendTimes, 0.5))}, p95 ${ms(percentile(sendTimes, 0.95))}`);
  console.log(
    // Heap only: the process's rss also holds the clients' worker thread.
    `memory per connection (server heap): ${((after.heapUsed - before.heapUsed) / CLIENTS / 1024).toFixed(1)} KiB`,
  );
  if (other) {
    other.postMessage({ type: 'stop' });
    await messageFrom(other, 'stopped');
    await other.terminate();
  }
  await server.close();
  await hub.close();
  await database.close();
  await drop();
  clearTimeout(DEADLINE);
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
