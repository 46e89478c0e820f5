import type { AppDeps } from '../../platform/deps';
import type { FileAreaDeps } from '../../platform/storage/file-area-deps';
import { deleteUnsentBefore } from './message-attachments.repository';

export const UNSENT_SWEEP_JOB = 'message-attachments-sweep';
/** Files chosen for a message but never sent are kept this long (a draft left over lunch survives). */
export const UNSENT_KEEP_MS = 24 * 60 * 60 * 1000;

/** Deletes unsent uploads older than a day: rows first, then their stored files. */
export async function sweepUnsentAttachments(files: FileAreaDeps, now = new Date()): Promise<number> {
  const keys = await deleteUnsentBefore(files.db, new Date(now.getTime() - UNSENT_KEEP_MS));
  await Promise.all(keys.map((key) => files.storage.delete(key)));
  return keys.length;
}

/** Hourly through the durable job runner (ADR 0117, 0159); without a runner (tests, CLI) nothing runs. */
export function scheduleUnsentSweep(files: FileAreaDeps, { jobs, logger }: Pick<AppDeps, 'jobs' | 'logger'>) {
  if (!jobs) return;
  jobs.defineJob(UNSENT_SWEEP_JOB, async () => {
    const removed = await sweepUnsentAttachments(files);
    if (removed) logger.info({ job: UNSENT_SWEEP_JOB, removed }, 'unsent message attachments removed');
  });
  void jobs.schedule(UNSENT_SWEEP_JOB, '17 * * * *', {});
}
