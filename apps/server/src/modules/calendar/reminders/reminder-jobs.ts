import type { AppDeps } from '../../../platform/deps';
import { sendMorningAgendas } from './morning-agenda.service';
import { sendDueReminders } from './reminder-delivery.service';

export const REMINDER_SCAN_JOB = 'calendar-reminders';
export const MORNING_AGENDA_JOB = 'calendar-morning-agenda';

/**
 * Reminders and morning agendas through the durable job runner (ADR 0117, 0138): a scan every
 * minute sends what fell due (pg-boss sends each tick from one instance; the delivery rows make a
 * second run harmless), the agenda scan every five minutes sends the 07:00 e-mails. Without a
 * runner (tests, db CLI) nothing is scheduled.
 */
export function scheduleReminders(deps: AppDeps): void {
  const { jobs, logger } = deps;
  if (!jobs) return;
  const reminderDeps = { db: deps.db, mailer: deps.mailer, logger, appUrl: deps.config.appUrl };
  jobs.defineJob(REMINDER_SCAN_JOB, async () => {
    const sent = await sendDueReminders(reminderDeps);
    if (sent > 0) logger.info({ job: REMINDER_SCAN_JOB, sent }, 'reminders sent');
  });
  jobs.defineJob(MORNING_AGENDA_JOB, async () => {
    const sent = await sendMorningAgendas(reminderDeps);
    if (sent > 0) logger.info({ job: MORNING_AGENDA_JOB, sent }, 'morning agendas sent');
  });
  void jobs.schedule(REMINDER_SCAN_JOB, '* * * * *', {});
  void jobs.schedule(MORNING_AGENDA_JOB, '*/5 * * * *', {});
}
