import type { JobRunner } from '../jobs/job-runner';
import type { EffectDispatcher } from './effect-dispatcher';

const SWEEP = 'effects-sweep';

/**
 * The job runner as modules see it: after each job (whose writes have committed) the dispatcher
 * delivers what the job recorded, and every minute a sweep delivers whatever is still due — effects
 * recorded where nothing nudged (seed, CLI), retries, and claims of a dispatcher that died (ADR 0192).
 */
export function jobsDeliveringEffects(jobs: JobRunner, dispatcher: EffectDispatcher): JobRunner {
  jobs.defineJob(SWEEP, async () => {
    await dispatcher.deliverDue();
    await dispatcher.pruneDelivered();
  });
  void jobs.schedule(SWEEP, '* * * * *', {});
  return {
    ...jobs,
    get started() {
      return jobs.started;
    },
    defineJob(name, handler) {
      jobs.defineJob<Parameters<typeof handler>[0]['data']>(name, async (job) => {
        await handler(job);
        await dispatcher.deliverDue();
      });
    },
  };
}
