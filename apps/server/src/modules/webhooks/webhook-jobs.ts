import type { AppDeps } from '../../platform/deps';
import { scanWebhookEvents, sendWebhookDelivery } from './webhook-dispatch.service';

export const WEBHOOK_SCAN_JOB = 'webhook-scan';
export const WEBHOOK_SEND_JOB = 'webhook-send';

/**
 * Through the durable job runner (ADR 0117, 0144): every minute one instance turns new audited changes
 * into deliveries; each delivery is its own job, re-queued with backoff while it fails. Without a runner
 * (tests, CLI) nothing is sent.
 */
export function scheduleWebhooks({ db, jobs, logger, config }: AppDeps): void {
  if (!jobs) return;
  jobs.defineJob(WEBHOOK_SCAN_JOB, async () => {
    for (const id of await scanWebhookEvents(db)) await queueWebhookSend(jobs, id);
  });
  jobs.defineJob<{ deliveryId: string }>(WEBHOOK_SEND_JOB, async ({ data }) => {
    const outcome = await sendWebhookDelivery(db, data.deliveryId, { production: config.isProduction });
    if (outcome.kind === 'retry') await queueWebhookSend(jobs, data.deliveryId, outcome.afterSeconds);
    else logger.debug({ job: WEBHOOK_SEND_JOB, deliveryId: data.deliveryId }, 'webhook delivery settled');
  });
  void jobs.schedule(WEBHOOK_SCAN_JOB, '* * * * *', {});
}

export function queueWebhookSend(
  jobs: NonNullable<AppDeps['jobs']>,
  deliveryId: string,
  afterSeconds?: number,
): Promise<string | null> {
  return jobs.enqueue(WEBHOOK_SEND_JOB, { deliveryId }, { startAfter: afterSeconds, retryLimit: 0 });
}
