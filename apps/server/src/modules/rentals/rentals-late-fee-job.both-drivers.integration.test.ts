import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner, type JobRunner } from '../../platform/jobs/job-runner';
import { createLogger } from '../../platform/logger';
import { createTestContext, type TestContext } from '../../test/harness';
import { sessions } from '../transactions/transactions-test-kit';
import { RENT_CHARGES_JOB, scheduleRentCharges } from './rent-charge-job';
import { activeLease, contactId } from './rentals-test-kit';

/**
 * The daily rent-charge job on the real job runner, driven by a controllable clock: a late fee
 * appears the first day after the grace period, and only once however often the job runs after.
 */
describe('late fees from the rent-charge job (controllable clock)', () => {
  let ctx: TestContext;
  let agent: string;
  let runner: JobRunner;
  let clock = new Date('2026-03-01T03:00:00Z');
  const finishedRuns: string[] = [];

  beforeAll(async () => {
    ctx = await createTestContext();
    agent = await sessions(ctx)('leasing_agent@demo.test');
    const logger = createLogger('info', {
      write(line: string) {
        if (line.includes('rent charges posted')) finishedRuns.push(line);
      },
    });
    runner = createJobRunner({ db: ctx.db, logger, pollingIntervalSeconds: 0.5 });
    scheduleRentCharges(
      { config: ctx.config, db: ctx.db, logger, mailer: undefined as never, realtime: ctx.realtime, jobs: runner },
      () => clock,
    );
    await runner.start();
  });
  afterAll(async () => {
    await runner.stop();
    await ctx.close();
  });

  /** Runs the job once on `day` and waits until it has finished. */
  async function runJobOn(day: string) {
    clock = new Date(`${day}T03:00:00Z`);
    const runsBefore = finishedRuns.length;
    await runner.enqueue(RENT_CHARGES_JOB, {});
    await expect
      .poll(() => finishedRuns.length, { timeout: 30_000, interval: 100 })
      .toBeGreaterThan(runsBefore);
  }

  it('charges the late fee after the grace period, exactly once', async () => {
    const renter = await contactId(ctx, agent, 'Delgado');
    const { lease } = await activeLease(ctx, agent, [renter], {
      start_date: '2026-03-01',
      end_date: '2027-02-28',
      recurring_charges: [],
      late_fee: { grace_days: 5, kind: 'flat', amount_cents: 75_00, cap_cents: 75_00 },
    });
    const lateFees = async () => {
      const ledger = await ctx.request('GET', `/api/rentals/leases/${lease.id}/ledger`, { cookie: agent });
      expect(ledger.status).toBe(200);
      return (ledger.json.entries as { kind: string; period: string; amount_cents: number }[])
        .filter((e) => e.kind === 'late_fee')
        .map((e) => `${e.period} ${e.amount_cents}`);
    };

    await runJobOn('2026-03-01');
    expect(await lateFees()).toEqual([]);
    // The fifth day after the due date is still within the grace period.
    await runJobOn('2026-03-06');
    expect(await lateFees()).toEqual([]);
    await runJobOn('2026-03-07');
    expect(await lateFees()).toEqual(['2026-03 7500']);
    // A restart re-runs the day; later days run again: the fee is never charged twice.
    await runJobOn('2026-03-07');
    await runJobOn('2026-03-20');
    expect(await lateFees()).toEqual(['2026-03 7500']);
  }, 120_000);
});
