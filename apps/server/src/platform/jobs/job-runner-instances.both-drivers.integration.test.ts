import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { createLogger } from '../logger';
import { createPostgresDatabase, testDatabaseKind } from '../../test/test-database';
import { createJobRunner, type JobRunner } from './job-runner';

const logger = createLogger('silent');
/** Fresh databases started on at once; each round is one chance for the start-up race (ADR 0178). */
const ROUNDS = 6;
/** Several queues per instance, defined in opposite orders, as the app's modules define theirs. */
const JOBS = ['race-reminder', 'race-digest', 'race-expiry', 'race-webhook'];

function until(check: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const giveUp = setTimeout(() => {
      clearInterval(timer);
      reject(new Error(`timed out waiting for ${what}`));
    }, timeoutMs);
    const timer = setInterval(() => {
      if (!check()) return;
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve();
    }, 50);
  });
}

/**
 * Two server instances starting at the same moment on a fresh PostgreSQL database both install
 * pg-boss and create the same queues (ADR 0178): neither may deadlock or fail, and both then send
 * and work jobs.
 */
describe.skipIf(testDatabaseKind() !== 'postgres')('two job runners starting at once', () => {
  it(`start together on a fresh database, ${ROUNDS} times, and both send and work jobs`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const created = await createPostgresDatabase();
      const databases = await Promise.all(
        [0, 1].map(() => openDatabase({ kind: 'postgres', url: created.url, poolMax: 4 })),
      );
      const worked: string[] = [];
      const runners: JobRunner[] = databases.map((database, instance) => {
        const runner = createJobRunner({ db: database.db, logger, pollingIntervalSeconds: 0.5 });
        const names = instance === 0 ? JOBS : [...JOBS].reverse();
        for (const name of names)
          runner.defineJob<{ from: number }>(name, async (job) => {
            worked.push(`${name}:${job.data.from}`);
          });
        return runner;
      });
      try {
        const started = await Promise.allSettled(runners.map((runner) => runner.start()));
        expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'started'))).toEqual([
          'started',
          'started',
        ]);
        await Promise.all(runners.map((runner, from) => runner.enqueue(JOBS[from]!, { from })));
        await until(() => worked.length === 2, `both jobs worked in round ${round}`);
        expect(worked.sort()).toEqual([`${JOBS[0]}:0`, `${JOBS[1]}:1`].sort());
      } finally {
        await Promise.all(runners.map((runner) => runner.stop()));
        await Promise.all(databases.map((database) => database.close()));
        await created.drop();
      }
    }
  }, 240_000);
});
