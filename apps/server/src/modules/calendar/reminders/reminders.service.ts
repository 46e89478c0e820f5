import type {
  MarkRemindersReadInput,
  ReminderList,
} from '@threshold/domain/calendar/calendar-reminders.contract';
import type { Actor } from '../../../platform/authz/actor';
import type { Db } from '../../../platform/db/client';
import { countUnreadReminders, findInAppReminders, markRemindersRead } from './reminders.repository';

/** How many recent in-app reminders the list shows. */
const RECENT = 20;

export async function listReminders(db: Db, actor: Actor): Promise<ReminderList> {
  const [rows, unread] = await Promise.all([
    findInAppReminders(db, actor.userId, RECENT),
    countUnreadReminders(db, actor.userId),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      source: r.source,
      item_id: r.itemKey,
      title: r.title,
      starts_at: r.allDay ? r.occurrence : r.startsAt.toISOString(),
      all_day: r.allDay,
      lead_minutes: r.leadMinutes,
      transaction_id: r.transactionId,
      read: r.readAt !== null,
      created_at: r.createdAt.toISOString(),
    })),
    unread,
  };
}

export async function readReminders(db: Db, actor: Actor, input: MarkRemindersReadInput) {
  await markRemindersRead(db, actor.userId, input.ids);
  return listReminders(db, actor);
}
