import type { AppDeps } from '../../platform/deps';
import { sendDigests, sendImmediateEmails } from './notification-email.service';

export const NOTIFICATION_EMAIL_JOB = 'notification-emails';
export const NOTIFICATION_DIGEST_JOB = 'notification-digests';

/**
 * Notification e-mails through the durable job runner (ADR 0117, 0168): "e-mail now" every minute,
 * digests every hour. pg-boss sends each tick from one instance; the claims make a second run
 * harmless. Without a runner (tests, CLIs) nothing is scheduled.
 */
export function scheduleNotificationJobs(deps: AppDeps): void {
  const { jobs, logger } = deps;
  if (!jobs) return;
  const mailDeps = {
    db: deps.db,
    mailer: deps.mailer,
    logger,
    appUrl: deps.config.appUrl,
    isOnline: (userId: string) => deps.realtime.isOnline(userId),
  };
  jobs.defineJob(NOTIFICATION_EMAIL_JOB, async () => {
    const sent = await sendImmediateEmails(mailDeps);
    if (sent > 0) logger.info({ job: NOTIFICATION_EMAIL_JOB, sent }, 'notification e-mails sent');
  });
  jobs.defineJob(NOTIFICATION_DIGEST_JOB, async () => {
    const sent = await sendDigests(mailDeps);
    if (sent > 0) logger.info({ job: NOTIFICATION_DIGEST_JOB, sent }, 'notification digests sent');
  });
  void jobs.schedule(NOTIFICATION_EMAIL_JOB, '* * * * *', {});
  void jobs.schedule(NOTIFICATION_DIGEST_JOB, '0 * * * *', {});
}
