// Worker for bench/realtime.bench.ts: a second app instance on the same PostgreSQL database, in its
// own thread (its own event loop, pool and LISTEN connection), as a second server process would be.
import { parentPort, workerData } from 'node:worker_threads';
import { createApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/platform/config';
import { openDatabase } from '../../apps/server/src/platform/db/client';
import { createMailer } from '../../apps/server/src/platform/email/mailer';
import { createLogger } from '../../apps/server/src/platform/logger';
import { serveForSockets } from '../../apps/server/src/platform/realtime/realtime-test-kit';

export interface InstancePlan {
  databaseUrl: string;
  env: Record<string, string>;
}

const plan = workerData as InstancePlan;
const database = await openDatabase({ kind: 'postgres', url: plan.databaseUrl, poolMax: 10 });
const config = loadConfig(plan.env);
const logger = createLogger('silent');
const { app, realtime } = createApp({
  config,
  db: database.db,
  logger,
  mailer: createMailer({ db: database.db, logger, from: config.mailFrom }),
});
const server = await serveForSockets(app);
parentPort!.on('message', async (m) => {
  if (m.type !== 'stop') return;
  await server.close();
  await realtime.close();
  await database.close();
  parentPort!.postMessage({ type: 'stopped' });
});
parentPort!.postMessage({ type: 'ready', url: server.url });
