import type { Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import { findVisibleEvent, visibleEvents } from './calendar-events.repository';
import { buildCalendar } from './calendar-ics';
import { toIcsEvent } from './calendar-ics-entries';
import { eventEntries } from './calendar-items.service';

/** A repeating event's download carries its occurrences of the year from its first one. */
const REPEATS_FOR_MS = 366 * 86_400_000;

/** One event the caller sees as an .ics file (same UIDs as the feed, so calendars do not double it). */
export async function renderEventIcs(db: Db, actor: Actor, id: string, appUrl: string) {
  const row = await findVisibleEvent(db, id, visibleEvents(actor));
  if (!row) throw notFound('Event');
  const from = row.startsAt;
  const entries = eventEntries(row, actor, from, new Date(from.getTime() + REPEATS_FOR_MS), row.timeZone);
  return buildCalendar(
    row.title,
    entries.map((e) => toIcsEvent(e, appUrl)),
  );
}
