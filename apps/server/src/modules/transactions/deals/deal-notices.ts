import type { Actor } from '../../../platform/authz/actor';
import type { Db } from '../../../platform/db/client';
import { recordNotice } from '../../notifications/notify.service';
import { personName } from '../../notifications/notice-text';
import { findNames } from './transaction-people.repository';

interface DealRef {
  id: string;
  title: string;
  organizationId: string;
}

/**
 * After commit: someone was put on a deal or given one of its tasks (ADR 0167, kind `assignment`).
 * Nobody is told of what they assigned to themselves; `notify` checks the person may see the deal.
 */
export async function notifyDealAssignment(
  db: Db,
  actor: Actor,
  deal: DealRef,
  assigneeId: string | null | undefined,
  task?: { title: string },
) {
  if (!assigneeId || assigneeId === actor.userId) return;
  const by = personName((await findNames(db, [actor.userId])).get(actor.userId) ?? null);
  await recordNotice(db, {
    recipients: [assigneeId],
    kind: 'assignment',
    subject: { type: 'transaction', id: deal.id },
    title: task ? `${by} assigned you a task: ${task.title}` : `${by} put you on ${deal.title}`,
    body: task ? deal.title : 'You are now on this deal’s team.',
    actorId: actor.userId,
    organizationId: deal.organizationId,
  });
}
