import type { AppDeps } from '../../platform/deps';
import { generateDueCharges } from './charge-generation.service';
import { today } from './rentals-access';

export const RENT_CHARGES_JOB = 'rent-charges';
/** Every day at 02:15 UTC: after midnight in the Americas' time zones, before anyone starts work. */
const RENT_CHARGES_CRON = '15 2 * * *';

/**
 * Posts the charges and late fees that fell due, on every lease of every organization, once a day
 * through the durable job runner (ADR 0110, 0117). Safe to run twice or on two instances: the
 * generation is idempotent. Without a runner (tests, db CLI) staff still have
 * POST /api/rentals/charges/generate.
 */
export function scheduleRentCharges({ db, jobs, logger }: AppDeps): void {
  if (!jobs) return;
  jobs.defineJob(RENT_CHARGES_JOB, async () => {
    const result = await generateDueCharges(db, today());
    logger.info({ job: RENT_CHARGES_JOB, ...result }, 'rent charges posted');
  });
  void jobs.schedule(RENT_CHARGES_JOB, RENT_CHARGES_CRON, {});
}
