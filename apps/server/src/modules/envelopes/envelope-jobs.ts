import type { Db } from '../../platform/db/client';
import type { Logger } from '../../platform/logger';
import { remindEnvelope } from './envelope-actions.service';
import type { EnvelopeDeps } from './envelopes-deps';
import {
  findExpiredEnvelopeIds,
  findRecipientsToRemind,
  insertEvents,
  updateEnvelopeRow,
} from './envelopes.repository';

export const ENVELOPE_SWEEP_JOB = 'envelope-sweep';
/** A recipient who has not acted is reminded this long after the last e-mail they got. */
export const AUTO_REMIND_AFTER_MS = 3 * 86_400_000;

const SYSTEM = { actorName: 'Threshold (automatic)', actorEmail: null, ipAddress: null, userAgent: null };

/** Sent envelopes past their expiry become `expired`; their links answer 410 (they already do, by date). */
export async function expireEnvelopes(db: Db, now = new Date()) {
  const due = await findExpiredEnvelopeIds(db, now);
  for (const { id } of due)
    await db.transaction(async (tx) => {
      await updateEnvelopeRow(tx, id, { status: 'expired', currentOrder: null });
      await insertEvents(tx, [
        { envelopeId: id, action: 'expired', ...SYSTEM, detail: 'Not completed before its expiry' },
      ]);
    });
  return due.length;
}

/** Reminds, once per period, everyone whose turn came and who has not acted. */
export async function sendAutomaticReminders(deps: EnvelopeDeps, now = new Date()) {
  const due = await findRecipientsToRemind(deps.db, new Date(now.getTime() - AUTO_REMIND_AFTER_MS));
  const envelopeIds = [...new Set(due.map((r) => r.envelopeId))];
  for (const id of envelopeIds) await remindEnvelope(deps, null, id, SYSTEM);
  return envelopeIds.length;
}

/**
 * Through the durable job runner (ADR 0117): every hour one instance expires overdue envelopes and
 * sends the automatic reminders. Without a runner (tests, CLI) nothing runs; the functions are tested directly.
 */
export function scheduleEnvelopeSweep(deps: EnvelopeDeps, logger: Logger): void {
  const { jobs } = deps;
  if (!jobs) return;
  jobs.defineJob(ENVELOPE_SWEEP_JOB, async () => {
    const expired = await expireEnvelopes(deps.db);
    const reminded = await sendAutomaticReminders(deps);
    logger.debug({ job: ENVELOPE_SWEEP_JOB, expired, reminded }, 'envelope sweep');
  });
  void jobs.schedule(ENVELOPE_SWEEP_JOB, '17 * * * *', {});
}
