import PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import { pgBossDbFor } from './pg-boss-db';
import { hasQueuedJob } from './queued-jobs.repository';

/** What a job handler gets: its data, and the id pg-boss gave the job. */
export interface JobContext<T> {
  id: string;
  data: T;
}

export type JobHandler<T> = (job: JobContext<T>) => Promise<void>;

export interface EnqueueOptions {
  /** Not before this time (a Date) or this many seconds from now. */
  startAfter?: Date | number;
  /** At most one waiting job per name and key (e.g. one reminder per event); checked on this instance's send. */
  singletonKey?: string;
  retryLimit?: number;
}

export interface JobRunner {
  /** Registers the handler of a job name; call before start(). */
  defineJob<T extends object>(name: string, handler: JobHandler<T>): void;
  /** Queues a job; answers its id, or null when a job with the same singletonKey is already queued. */
  enqueue<T extends object>(name: string, data: T, options?: EnqueueOptions): Promise<string | null>;
  /** Runs the job on a cron schedule (UTC unless tz is given); any one instance sends it. */
  schedule<T extends object>(name: string, cron: string, data: T, options?: { tz?: string }): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  readonly started: boolean;
}

export interface JobRunnerOptions {
  db: Db;
  logger: Logger;
  /** How often idle workers look for due jobs (pg-boss allows 0.5 s at least). */
  pollingIntervalSeconds?: number;
}

const NAME = /^[a-z][a-z0-9_-]{0,49}$/;

/**
 * The durable job runner (ADR 0117): pg-boss 10.4 in the `pgboss` schema of the app's database,
 * on PostgreSQL and on PGlite alike. Jobs survive restarts; on PostgreSQL any instance claims them
 * (FOR UPDATE SKIP LOCKED).
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { logger } = options;
  const handlers = new Map<string, JobHandler<object>>();
  const bossDb = pgBossDbFor(options.db);
  const boss = new PgBoss({
    db: bossDb,
    // Maintenance and cron timers run in-process; their SQL goes through the same adapter.
    supervise: true,
    schedule: true,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job runner error'));
  let started = false;
  const polling = Math.max(0.5, options.pollingIntervalSeconds ?? 2);

  const assertName = (name: string) => {
    if (!NAME.test(name)) throw new Error(`Invalid job name "${name}"`);
  };
  const queues = new Set<string>();
  /** pg-boss 10 sends only to existing queues; creating one is idempotent. */
  const ensureQueue = async (name: string) => {
    if (queues.has(name)) return;
    await boss.createQueue(name);
    queues.add(name);
  };

  return {
    get started() {
      return started;
    },
    defineJob(name, handler) {
      assertName(name);
      if (handlers.has(name)) throw new Error(`Job "${name}" is defined twice`);
      if (started) throw new Error(`Define job "${name}" before the runner starts`);
      handlers.set(name, handler as JobHandler<object>);
    },
    async enqueue(name, data, enqueueOptions = {}) {
      assertName(name);
      if (!started) throw new Error('The job runner is not started');
      const { startAfter, singletonKey, retryLimit } = enqueueOptions;
      await ensureQueue(name);
      if (singletonKey && (await hasQueuedJob(bossDb, name, singletonKey))) return null;
      return boss.send(name, data, {
        startAfter,
        singletonKey,
        retryLimit: retryLimit ?? 3,
        retryBackoff: true,
      });
    },
    async schedule(name, cron, data, scheduleOptions = {}) {
      assertName(name);
      if (!started) throw new Error('The job runner is not started');
      await ensureQueue(name);
      await boss.schedule(name, cron, data, { tz: scheduleOptions.tz ?? 'UTC' });
    },
    async start() {
      if (started) return;
      await boss.start();
      for (const [name, handler] of handlers) {
        await ensureQueue(name);
        await boss.work<object>(name, { pollingIntervalSeconds: polling }, async (jobs) => {
          for (const job of jobs) {
            try {
              await handler({ id: job.id, data: job.data });
            } catch (error) {
              logger.warn({ err: error, job: name, jobId: job.id }, 'job failed; pg-boss retries it');
              throw error;
            }
          }
        });
      }
      started = true;
    },
    async stop() {
      if (!started) return;
      started = false;
      queues.clear();
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    },
  };
}
