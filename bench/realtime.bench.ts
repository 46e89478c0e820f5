// Realtime delivery (not a test): BENCH_CLIENTS WebSocket clients (default 500) on one instance,
// subscribed to messages, and a burst of BENCH_MESSAGES messages (default 20) sent through the API.
// Reports send → receive latency p50/p95/p99 over every (message, client) pair, the API's send time,
// and memory per connection. PGlite in memory by default; BENCH_DATABASE_URL=postgres://… runs on a
// fresh PostgreSQL database. Every loop is bounded in count and the whole run in time (60 s).
//   node --import tsx bench/realtime.bench.ts      (BENCH_CLIENTS, BENCH_MESSAGES, BENCH_USERS, BENCH_DATABASE_URL)
import { createApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/platform/config';
import { openDatabase, type Database } from '../apps/server/src/platform/db/client';
import { createMailer } from '../apps/server/src/platform/email/mailer';
import { createLogger } from '../apps/server/src/platform/logger';
import {
  openSocket,
  serveForSockets,
  type TestSocket,
} from '../apps/server/src/platform/realtime/realtime-test-kit';
import { syncRoles } from '../apps/server/src/modules/organizations/organizations.repository';
import { createPostgresDatabase } from '../apps/server/src/test/test-database';
import { cookieFrom } from '../apps/server/src/test/harness';
import { seedDemo } from '../apps/server/seed';
import { DEMO_PASSWORD } from '../apps/server/seed/users';
import { percentile } from './support/bench-seed';

const CLIENTS = Math.min(Number(process.env.BENCH_CLIENTS ?? 500), 5_000);
const MESSAGES = Math.min(Number(process.env.BENCH_MESSAGES ?? 20), 1_000);
const ORIGIN = 'http://localhost:3999';
let progress = 'starting';
const DEADLINE = setTimeout(() => {
  console.error(`bench: gave up after 60 s (${progress})`);
  process.exit(2);
}, 60_000);

const ms = (v: number) => `${v.toFixed(1)} ms`;

async function openTarget(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!process.env.BENCH_DATABASE_URL)
    return { database: await openDatabase({ kind: 'pglite', dataDir: null }), drop: async () => undefined };
  process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const created = await createPostgresDatabase();
  return {
    database: await openDatabase({ kind: 'postgres', url: created.url, poolMax: 10 }),
    drop: created.drop,
  };
}

async function main() {
  const { database, drop } = await openTarget();
  await database.migrate();
  await syncRoles(database.db);
  const seed = await seedDemo(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: ORIGIN,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_USER_WRITES_PER_MINUTE: '1000000',
    RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  });
  const logger = createLogger('silent');
  const { app, realtime } = createApp({
    config,
    db: database.db,
    logger,
    mailer: createMailer({ db: database.db, logger, from: config.mailFrom }),
  });
  const server = await serveForSockets(app);
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
  const sockets: TestSocket[] = [];
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let delivered = 0;
  let allDelivered: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (allDelivered = resolve));
  const onMessage = (m: any) => {
    if (m.type !== 'event') return;
    const started = sentAt.get(m.event.record_id);
    // An event can arrive before the POST that caused it has returned: its start time is known already.
    latencies.push(m.receivedAt - (started ?? pendingStart));
    progress = `${++delivered} of ${CLIENTS * MESSAGES} delivered`;
    if (delivered === CLIENTS * MESSAGES) allDelivered();
  };
  let pendingStart = 0;
  for (let i = 0; i < CLIENTS; i++) {
    const socket = await openSocket(
      server.url,
      { cookie: cookies[i % cookies.length]!, origin: ORIGIN },
      onMessage,
    );
    socket.send({
      type: 'subscribe',
      id: 'm',
      resource: 'messages',
      filter: { column: 'conversation_id', value: conversationId },
    });
    sockets.push(socket);
  }
  await Promise.all(sockets.map((s) => s.waitFor((m) => m.type === 'subscribed', 'subscribed')));
  global.gc?.();
  const after = process.memoryUsage();

  const sendTimes: number[] = [];
  for (let i = 0; i < MESSAGES; i++) {
    const started = performance.now();
    pendingStart = started;
    const res = await app.request(`/api/conversations/${conversationId}/messages`, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: sender, 'content-type': 'application/json' },
      body: JSON.stringify({ body: `burst ${i}` }),
    });
    const { id } = (await res.json()) as { id: string };
    sentAt.set(id, started);
    sendTimes.push(performance.now() - started);
  }
  await done;
  latencies.sort((a, b) => a - b);
  sendTimes.sort((a, b) => a - b);
  console.log(
    `database: ${database.kind}; ${CLIENTS} clients over ${cookies.length} users; ${MESSAGES} messages; ${latencies.length} deliveries`,
  );
  console.log(
    `send → receive: p50 ${ms(percentile(latencies, 0.5))}, p95 ${ms(percentile(latencies, 0.95))}, p99 ${ms(percentile(latencies, 0.99))}, max ${ms(latencies.at(-1)!)}`,
  );
  console.log(`POST message: p50 ${ms(percentile(sendTimes, 0.5))}, p95 ${ms(percentile(sendTimes, 0.95))}`);
  console.log(
    `memory per connection (server + client in one process): heap ${((after.heapUsed - before.heapUsed) / CLIENTS / 1024).toFixed(1)} KiB, rss ${((after.rss - before.rss) / CLIENTS / 1024).toFixed(1)} KiB`,
  );
  sockets.forEach((s) => s.close());
  await server.close();
  await realtime.close();
  await database.close();
  await drop();
  clearTimeout(DEADLINE);
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
