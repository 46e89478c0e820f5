import { MORNING_AGENDA_TIME } from '@threshold/domain/calendar/calendar-reminders.contract';
import { todayIn, zonedTimeToInstant } from '@threshold/domain/calendar/time-zone';
import { addCalendarDays } from '@threshold/domain/transactions/business-days';
import { loadActiveActor } from '../../../platform/authz/actor';
import { getUserAccount } from '../../transactions/deals/transaction-people.repository';
import { collectItems, type CollectedItem } from '../calendar-items.service';
import { findAgendaSubscribers } from './calendar-settings.repository';
import { formatWhen, zoneCache, type ReminderDeps } from './reminder-delivery.service';
import { claimReminders } from './reminders.repository';

/** After 07:00 local, the agenda still goes out until this much later (a restart, a slow scan). */
const AGENDA_WINDOW_MS = 2 * 3_600_000;
/** How far back overdue deadlines and tasks are listed. */
const OVERDUE_DAYS = 30;

const lineOf = (i: CollectedItem, tz: string) => {
  const when = i.all_day
    ? i.state === 'overdue'
      ? `overdue since ${i.start}`
      : 'today'
    : formatWhen(new Date(i.start), false, tz);
  const deal = i.transaction ? ` (${i.transaction.title})` : '';
  return `- ${i.title}${deal}: ${when}`;
};

/** The agenda's text for one person's day, or null when there is nothing in it. */
async function agendaOf(deps: ReminderDeps, userId: string, day: string, tz: string): Promise<string | null> {
  const account = await getUserAccount(deps.db, userId);
  if (!account) return null;
  const actor = await loadActiveActor(deps.db, account);
  if (!actor?.permissions.has('read:calendar')) return null;
  const { items } = await collectItems(deps.db, actor, {
    fromDay: addCalendarDays(day, -OVERDUE_DAYS),
    toDay: day,
    tz,
    people: [userId],
  });
  const events = items.filter(
    (i) => i.source === 'event' && (i.all_day ? i.end >= day : todayIn(tz, new Date(i.start)) === day),
  );
  const deadlines = items.filter(
    (i) => i.source === 'key_date' && (i.state === 'overdue' || i.state === 'due_today'),
  );
  const tasks = items.filter(
    (i) =>
      i.source !== 'event' && i.source !== 'key_date' && (i.state === 'overdue' || i.state === 'due_today'),
  );
  if (events.length + deadlines.length + tasks.length === 0) return null;
  const section = (name: string, list: CollectedItem[]) =>
    list.length ? [`${name}:`, ...list.map((i) => lineOf(i, tz)), ''] : [];
  return [
    ...section('Events', events),
    ...section('Deadlines', deadlines),
    ...section('Tasks', tasks),
    `${deps.appUrl}/calendar`,
  ].join('\n');
}

/**
 * Morning agendas (ADR 0138): every person who opted in gets, once their local clock has passed
 * 07:00, one e-mail of the day — claimed first (one row per person and day, insert … on conflict do
 * nothing), so it goes out once per day whichever instance runs; an empty day sends nothing.
 */
export async function sendMorningAgendas(deps: ReminderDeps, now: Date = new Date()): Promise<number> {
  const orgZone = zoneCache(deps.db);
  let sent = 0;
  for (const person of await findAgendaSubscribers(deps.db)) {
    const tz = person.timeZone ?? (person.organizationId ? await orgZone(person.organizationId) : 'UTC');
    const day = todayIn(tz, now);
    const from = zonedTimeToInstant(day, MORNING_AGENDA_TIME, tz).getTime();
    if (now.getTime() < from || now.getTime() >= from + AGENDA_WINDOW_MS) continue;
    const [claim] = await claimReminders(deps.db, [
      {
        userId: person.userId,
        source: 'agenda',
        itemKey: 'agenda',
        occurrence: day,
        leadMinutes: 0,
        channel: 'email',
        title: `Agenda for ${day}`,
        startsAt: new Date(from),
        allDay: true,
      },
    ]);
    if (!claim) continue;
    const text = await agendaOf(deps, person.userId, day, tz);
    if (!text || !person.email) continue;
    await deps.mailer.send({
      to: person.email,
      subject: `Your day: ${formatWhen(new Date(from), true, tz)}`,
      text,
      links: [`${deps.appUrl}/calendar`],
    });
    sent += 1;
  }
  return sent;
}
