import type { AttentionReason, ContactStage } from './contact.contract';

const DAY_MS = 86_400_000;

/** Stages that are never nagged about: the person said no. */
export const QUIET_STAGES: readonly ContactStage[] = ['lost'];

/**
 * Why a contact needs attention: an open follow-up is overdue, or nobody has been in touch for
 * `days` days (counting from creation when never contacted). Mirrors the SQL filter in the
 * contacts repository.
 */
export function attentionReasons(
  contact: { stage: ContactStage; nextTaskDueAt: Date | null; lastContactedAt: Date | null; createdAt: Date },
  days: number,
  now: Date = new Date(),
): AttentionReason[] {
  if (QUIET_STAGES.includes(contact.stage)) return [];
  const reasons: AttentionReason[] = [];
  if (contact.nextTaskDueAt && contact.nextTaskDueAt.getTime() < now.getTime()) reasons.push('overdue_task');
  const since = contact.lastContactedAt ?? contact.createdAt;
  if (now.getTime() - since.getTime() > days * DAY_MS) reasons.push('no_recent_contact');
  return reasons;
}
