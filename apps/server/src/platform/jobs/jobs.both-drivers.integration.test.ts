import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { durableDatabase as openDurableDatabase } from '../../test/durable-database';
import { testDatabaseKind } from '../../test/test-database';
import { createJobRunner, type JobRunner } from './job-runner';

const logger = createLogger('silent');
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const durableDatabase = () => openDurableDatabase(cleanups);

function until<T>(check: () => T | undefined, what: string, timeoutMs = 20_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const giveUp = setTimeout(() => {
      clearInterval(timer);
      reject(new Error(`timed out waiting for ${what}`));
    }, timeoutMs);
    const timer = setInterval(() => {
      const value = check();
      if (value !== undefined) {
        clearInterval(timer);
        clearTimeout(giveUp);
        resolve(value);
      }
    }, 50);
  });
}

describe(`job runner (${testDatabaseKind()})`, () => {
  it('runs a job enqueued before a restart after the restart, once', async () => {
    const store = await durableDatabase();
    let database = await store.open();
    let runner: JobRunner = createJobRunner({ db: database.db, logger, pollingIntervalSeconds: 0.5 });
    // The first process knows no handler for the job: it only queues it, then stops.
    await runner.start();
    const id = await runner.enqueue('test-restart', { deal: 'd-1' });
    expect(id).toBeTruthy();
    await runner.stop();
    await database.close();

    database = await store.open();
    cleanups.push(() => database.close());
    runner = createJobRunner({ db: database.db, logger, pollingIntervalSeconds: 0.5 });
    const ran: Array<{ id: string; data: { deal: string } }> = [];
    runner.defineJob<{ deal: string }>('test-restart', async (job) => {
      ran.push(job);
    });
    await runner.start();
    cleanups.push(() => runner.stop());
    const first = await until(() => ran[0], 'the job after the restart');
    expect(first).toEqual({ id, data: { deal: 'd-1' } });
    // A singleton key keeps a second copy of a queued job out.
    const a = await runner.enqueue(
      'test-restart',
      { deal: 'd-2' },
      { singletonKey: 'd-2', startAfter: 3600 },
    );
    const b = await runner.enqueue(
      'test-restart',
      { deal: 'd-2' },
      { singletonKey: 'd-2', startAfter: 3600 },
    );
    expect(a).toBeTruthy();
    expect(b).toBeNull();
    expect(ran).toHaveLength(1);
  });

  it('runs a delayed job only once its time has come', async () => {
    const store = await durableDatabase();
    const database = await store.open();
    cleanups.push(() => database.close());
    const runner = createJobRunner({ db: database.db, logger, pollingIntervalSeconds: 0.5 });
    const ranAt: number[] = [];
    runner.defineJob('test-delayed', async () => {
      ranAt.push(Date.now());
    });
    await runner.start();
    cleanups.push(() => runner.stop());
    const due = new Date(Date.now() + 2_000);
    await runner.enqueue('test-delayed', {}, { startAfter: due });
    const at = await until(() => ranAt[0], 'the delayed job');
    expect(at).toBeGreaterThanOrEqual(due.getTime());
  });

  it('keeps a schedule made before start and registers it when the runner starts', async () => {
    const store = await durableDatabase();
    const database = await store.open();
    cleanups.push(() => database.close());
    const runner = createJobRunner({ db: database.db, logger, pollingIntervalSeconds: 0.5 });
    runner.defineJob('test-nightly', async () => undefined);
    await runner.schedule('test-nightly', '15 2 * * *', { kind: 'nightly' });
    const schedules = async () =>
      (
        (await database.db.execute(
          sql`select name, cron from pgboss.schedule where name = 'test-nightly'`,
        )) as unknown as {
          rows: { name: string; cron: string }[];
        }
      ).rows;
    await runner.start();
    cleanups.push(() => runner.stop());
    expect(await schedules()).toEqual([{ name: 'test-nightly', cron: '15 2 * * *' }]);
  });
});
