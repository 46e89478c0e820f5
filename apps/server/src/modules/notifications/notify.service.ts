import {
  DEFAULT_DELIVERY,
  type NotificationKind,
  type NotificationSubjectType,
} from '@threshold/domain/notifications/notification-kinds';
import { loadActiveActor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../platform/db/client';
import { recordEffect, recordLiveChanges } from '../../platform/effects/record-effect';
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

declare module '../../platform/effects/effect-types' {
  interface EffectPayloads {
    'notification.create': Notice;
  }
}

/**
 * Notifies people (ADR 0167) once the producer's write commits: recorded as an effect in the
 * producer's transaction (ADR 0192), created by `notifyNow` when the dispatcher delivers it, retried
 * if that fails — never the producer's error.
 */
export function recordNotice(db: DbOrTx, notice: Notice): Promise<void> {
  return recordEffect(db, { type: 'notification.create', key: `notice:${notice.dedupeKey ?? randomUUID()}`, payload: notice });
}

/**
 * Creates the notifications of a notice now: drops the actor, people who may not see the subject and
 * people who switched the kind off; stores one row per person with their delivery choice and pushes
 * it live to that person only. E-mails are the scans' job (ADR 0168). Answers the ids created.
 */
export async function notifyNow(db: Db, notice: Notice): Promise<string[]> {
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
  await recordLiveChanges(
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
