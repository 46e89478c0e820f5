import {
  DEFAULT_DELIVERY,
  type NotificationKind,
  type NotificationSubjectType,
} from '@threshold/domain/notifications/notification-kinds';
import { loadActiveActor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import { loggerOf, publishChanges } from '../../platform/realtime/realtime-registry';
import { findDeliveries } from './notification-preferences.repository';
import { findAccounts, insertNotifications } from './notifications.repository';
import { visibilityOf } from './subject-visibility';

export interface Notice {
  recipients: (string | null | undefined)[];
  kind: NotificationKind;
  subject: { type: NotificationSubjectType; id: string };
  title: string;
  body: string;
  /** Who did it: never notified of their own action. Null for scheduled notices. */
  actorId: string | null;
  organizationId?: string | null;
  /** Scheduled notices: at most one per person and key (e.g. `task_due:<id>:<day>`). */
  dedupeKey?: string;
}

/**
 * Keeps the recipients who may act now and may see the subject (ADR 0167: a realtor never hears of a
 * deal outside their scope; ADR 0149: a disabled account or a suspended organization hears nothing).
 */
async function whoMaySee(db: Db, userIds: string[], subject: Notice['subject']): Promise<string[]> {
  const rule = visibilityOf(subject.type);
  const accounts = await findAccounts(db, userIds);
  const allowed = await Promise.all(
    accounts.map(async (account) => {
      const actor = await loadActiveActor(db, account);
      if (!actor) return null;
      return !rule || (await rule(actor, subject.id)) ? account.id : null;
    }),
  );
  return allowed.filter((id): id is string => id !== null);
}

/**
 * Notifies people (ADR 0167), called by producers after their write commits: drops the actor, people
 * who may not see the subject and people who switched the kind off; stores one row per person with
 * their delivery choice and pushes it live to that person only. E-mails are the scans' job (ADR 0168).
 * Answers the ids created. A failure is logged and never fails the producer's committed write.
 */
export async function notify(db: Db, notice: Notice): Promise<string[]> {
  try {
    return await createNotifications(db, notice);
  } catch (error) {
    loggerOf(db)?.warn({ err: error, kind: notice.kind }, 'notifying failed');
    return [];
  }
}

async function createNotifications(db: Db, notice: Notice): Promise<string[]> {
  const candidates = [
    ...new Set(notice.recipients.filter((id): id is string => !!id && id !== notice.actorId)),
  ];
  if (candidates.length === 0) return [];
  const visible = await whoMaySee(db, candidates, notice.subject);
  const chosen = await findDeliveries(db, visible, notice.kind);
  const rows = visible
    .map((userId) => ({ userId, delivery: chosen.get(userId) ?? DEFAULT_DELIVERY[notice.kind] }))
    .filter((r) => r.delivery !== 'off')
    .map(({ userId, delivery }) => ({
      userId,
      delivery: delivery as Exclude<typeof delivery, 'off'>,
      organizationId: notice.organizationId ?? null,
      kind: notice.kind,
      subjectType: notice.subject.type,
      subjectId: notice.subject.id,
      title: notice.title,
      body: notice.body,
      actorId: notice.actorId,
      dedupeKey: notice.dedupeKey ?? null,
    }));
  const created = await insertNotifications(db, rows);
  await publishChanges(
    db,
    created.map((row) => ({
      resource: 'notifications' as const,
      action: 'insert' as const,
      recordId: row.id,
      data: { user_id: row.userId, kind: row.kind, title: row.title },
    })),
  );
  return created.map((r) => r.id);
}
