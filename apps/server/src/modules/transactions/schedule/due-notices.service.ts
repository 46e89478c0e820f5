import { addCalendarDays } from '@threshold/domain/transactions/business-days';
import { todayIn } from '@threshold/domain/calendar/time-zone';
import type { Db } from '../../../platform/db/client';
import { notifyNow } from '../../notifications/notify.service';
import { organizationTimeZone } from '../../organizations/organization-time-zone.service';
import { findAssignedTasksDue, findOpenDeadlines, findStaffOf } from './due-notices.repository';

/** A deadline "approaches" on the day before it and on its day. */
const DEADLINE_NOTICE_DAYS = 1;

/** Each organization's today, read once per scan. */
function todayOf(db: Db, now: Date) {
  const days = new Map<string, Promise<string>>();
  return (organizationId: string) => {
    let day = days.get(organizationId);
    if (!day)
      days.set(
        organizationId,
        (day = organizationTimeZone(db, organizationId).then((tz) => todayIn(tz, now))),
      );
    return day;
  };
}

/**
 * The due scan (ADR 0167), run by a job every 15 minutes: tasks due today (in their organization's
 * zone) notify their assignee; deadlines due today or tomorrow notify the deal's owner and staff.
 * Each notice carries a key of the item and its date, so a second scan — or a second instance, or
 * a scan after a restart — creates nothing again (notifications_once_uq). A moved date is a new key.
 */
export async function notifyDueItems(db: Db, now: Date = new Date()): Promise<number> {
  const utcToday = todayIn('UTC', now);
  // Every zone's today lies within a day of UTC's.
  const from = addCalendarDays(utcToday, -1);
  const to = addCalendarDays(utcToday, 1 + DEADLINE_NOTICE_DAYS);
  const todayAt = todayOf(db, now);
  let created = 0;
  for (const task of await findAssignedTasksDue(db, from, to)) {
    if (task.dueDate !== (await todayAt(task.organizationId))) continue;
    const ids = await notifyNow(db, {
      recipients: [task.assigneeId],
      kind: 'task_due',
      subject: { type: 'transaction', id: task.transactionId },
      title: `Due today: ${task.title}`,
      body: task.dealTitle,
      actorId: null,
      organizationId: task.organizationId,
      dedupeKey: `task_due:${task.id}:${task.dueDate}`,
    });
    created += ids.length;
  }
  const deadlines = await findOpenDeadlines(db, from, to);
  const staff = await findStaffOf(db, [...new Set(deadlines.map((d) => d.transactionId))]);
  for (const deadline of deadlines) {
    const today = await todayAt(deadline.organizationId);
    if (deadline.date! < today || deadline.date! > addCalendarDays(today, DEADLINE_NOTICE_DAYS)) continue;
    const ids = await notifyNow(db, {
      recipients: [
        deadline.ownerId,
        ...staff.filter((s) => s.transactionId === deadline.transactionId).map((s) => s.userId),
      ],
      kind: 'deadline_approaching',
      subject: { type: 'transaction', id: deadline.transactionId },
      title: `${deadline.label} ${deadline.date === today ? 'is due today' : 'is due tomorrow'}`,
      body: deadline.dealTitle,
      actorId: null,
      organizationId: deadline.organizationId,
      dedupeKey: `deadline:${deadline.id}:${deadline.date}`,
    });
    created += ids.length;
  }
  return created;
}
