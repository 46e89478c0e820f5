import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig } from './platform/config';
import { DataDirLockedError } from './platform/db/data-dir-lock';
import { prepareDatabase } from './prepare-database';
import { createMailer } from './platform/email/mailer';
import { createJobRunner } from './platform/jobs/job-runner';
import { createWebSocketServer } from './platform/realtime/websocket-server';
import { createLogger } from './platform/logger';
import { DEMO_PASSWORD } from '../seed/users';
import { closeWorkerThreads } from './platform/workers/off-thread';

const SHUTDOWN_GRACE_MS = 10_000;
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await prepareDatabase(config, logger, 'threshold server');
  const mailer = createMailer({
    db: database.db,
    logger,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    keepOnlyMetadata: config.isProduction,
  });
  const jobs = createJobRunner({ db: database.db, logger });
  const { app, realtime } = createApp({ config, db: database.db, logger, mailer, jobs }, { serveSpa: true });
  await jobs.start();

  const websocket = { server: createWebSocketServer() };
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host, websocket }, (info) => {
    const url = config.appUrl;
    database.lock?.update({ url });
    logger.info({ port: info.port, database: database.kind }, 'listening');
    console.log(`\nThreshold is running at ${url}  (database: ${database.kind === 'pglite' ? `embedded, ${config.dataDir}` : 'PostgreSQL'})`);
    if (config.seedDemo && database.kind === 'pglite') {
      console.log(`Demo logins (password ${DEMO_PASSWORD}): broker@demo.test, realtor@demo.test, buyer@demo.test,`);
      console.log('  system_admin@demo.test … one per role key as <role_key>@demo.test; broker@lakeside.demo.test');
    }
    if (!config.isProduction && !config.smtpUrl) console.log(`E-mails are not sent; read them at ${url}/dev/mailbox\n`);
  });
  // Idle keep-alive sockets outlive a proxy's usual 60 s idle timeout, so the client side closes them
  // first; otherwise a request sent just as we close the socket fails with ECONNRESET.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  }

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    // Open sockets would keep server.close() waiting: tell clients to reconnect elsewhere.
    void realtime.close();
    server.close(() => {
      void jobs
        .stop()
        .catch((error) => logger.error({ err: error }, 'stopping the job runner failed'))
        .then(() => Promise.all([database.close(), closeWorkerThreads()]))
        .catch((error) => logger.error({ err: error }, 'closing the database or the worker threads failed'))
        .finally(() => {
          database.lock?.release();
          clearTimeout(force);
          process.exit(0);
        });
    });
    if ('closeIdleConnections' in server) (server as { closeIdleConnections(): void }).closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  if (error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
