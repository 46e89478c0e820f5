import type { AppDeps } from '../../../platform/deps';
import { notifyDueItems } from './due-notices.service';

export const DUE_NOTICES_JOB = 'due-notices';

/** The due scan every 15 minutes through the durable job runner (ADR 0117, 0167); none without a runner. */
export function scheduleDueNotices(deps: AppDeps): void {
  const { jobs, logger } = deps;
  if (!jobs) return;
  jobs.defineJob(DUE_NOTICES_JOB, async () => {
    const created = await notifyDueItems(deps.db);
    if (created > 0) logger.info({ job: DUE_NOTICES_JOB, created }, 'due notifications created');
  });
  void jobs.schedule(DUE_NOTICES_JOB, '*/15 * * * *', {});
}
