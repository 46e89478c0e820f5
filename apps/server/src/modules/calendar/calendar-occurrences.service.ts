import type { UpdateOccurrenceInput } from '@threshold/domain/calendar/calendar-event.contract';
import { expandOccurrences } from '@threshold/domain/calendar/recurrence';
import type { Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import { instantOfDay } from './calendar-events.dto';
import { updateEventRow } from './calendar-events.repository';
import { openForChange, audit, readEvent } from './calendar-events.service';
import { saveException } from './calendar-exceptions.repository';
import { recurringOf } from './calendar-recurring';

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', 'Some fields are not valid', { [field]: message });

const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);

/**
 * Changes or cancels one occurrence of a repeating event (its organizer only, If-Match the series'
 * version, which moves on so feeds and stale editors see the change). 404 when the series is not
 * visible or `occurrence` is not one of its occurrences.
 */
export async function changeOccurrence(
  db: Db,
  actor: Actor,
  id: string,
  occurrence: string,
  change: UpdateOccurrenceInput | 'cancel',
  requestId?: string,
  expectedVersion?: number,
) {
  return db.transaction(async (tx) => {
    const { row, before } = await openForChange(tx, actor, id, expectedVersion);
    const series = recurringOf(row);
    if (!series) throw invalid('occurrence', 'This event does not repeat; change the event itself');
    const at = isDay(occurrence) ? instantOfDay(occurrence) : new Date(occurrence);
    const found = expandOccurrences(
      series,
      new Date(at.getTime() - 1),
      new Date(at.getTime() + 86_400_000),
    ).some((o) => o.start === (series.allDay ? occurrence : at.toISOString()));
    if (!found) throw notFound('Occurrence');
    const key = series.allDay ? occurrence : at.toISOString();
    if (change === 'cancel') {
      await saveException(tx, {
        eventId: id,
        occurrence: key,
        cancelled: true,
        title: null,
        startsAt: null,
        endsAt: null,
      });
    } else {
      // Only what is sent changes: a moved occurrence keeps its own title, a retitled one its times.
      let startsAt: Date | undefined;
      let endsAt: Date | undefined;
      if (change.start !== undefined && change.end !== undefined) {
        if (series.allDay !== (isDay(change.start) && isDay(change.end)))
          throw invalid(
            'start',
            series.allDay ? 'Must be a date (YYYY-MM-DD)' : 'Must be a date and time (ISO 8601)',
          );
        startsAt = series.allDay ? instantOfDay(change.start) : new Date(change.start);
        endsAt = series.allDay ? instantOfDay(change.end) : new Date(change.end);
        if (endsAt < startsAt) throw invalid('end', 'Ends before it starts');
      }
      await saveException(tx, {
        eventId: id,
        occurrence: key,
        cancelled: false,
        title: change.title,
        startsAt,
        endsAt,
      });
    }
    // The series' version and change time move on: feeds re-stamp it, stale editors get 409.
    await updateEventRow(tx, id, {}, undefined);
    const after = (await readEvent(tx, actor, id))!;
    await audit(tx, actor, row.organizationId, 'calendar.event.occurrence', id, before, after, requestId);
    return after;
  });
}
