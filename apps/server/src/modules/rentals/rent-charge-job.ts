import type { AppDeps } from '../../platform/deps';
import { generateDueCharges } from './charge-generation.service';

export const RENT_CHARGES_JOB = 'rent-charges';
/** Every day at 02:15 UTC: after midnight in the Americas' time zones, before anyone starts work. */
const RENT_CHARGES_CRON = '15 2 * * *';

/** The job's clock: the wall clock in the server, a controllable one in tests (late fees after grace). */
export type RentChargeClock = () => Date;
const wallClock: RentChargeClock = () => new Date();

/**
 * Posts the charges and late fees that fell due, on every lease of every organization, once a day
 * through the durable job runner (ADR 0110, 0117). Safe to run twice or on two instances: the
 * generation is idempotent. Without a runner (tests, db CLI) staff still have
 * POST /api/rentals/charges/generate.
 */
export function scheduleRentCharges({ db, jobs, logger }: AppDeps, now: RentChargeClock = wallClock): void {
  if (!jobs) return;
  jobs.defineJob(RENT_CHARGES_JOB, async () => {
    const result = await generateDueCharges(db, now().toISOString().slice(0, 10));
    logger.info({ job: RENT_CHARGES_JOB, ...result }, 'rent charges posted');
  });
  void jobs.schedule(RENT_CHARGES_JOB, RENT_CHARGES_CRON, {});
}
