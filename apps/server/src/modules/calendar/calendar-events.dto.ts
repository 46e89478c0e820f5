import type { EventDto } from '@threshold/domain/calendar/calendar-event.contract';
import type { Actor } from '../../platform/authz/actor';
import { displayName } from '../contacts/contacts-derived';
import type { AttendeeRow, EventRow } from './calendar-events.repository';
import { recurrenceOf } from './calendar-recurring';

/** An all-day event keeps its days as UTC midnights: its start/end read back as "YYYY-MM-DD". */
export const dayOf = (d: Date) => d.toISOString().slice(0, 10);
export const instantOfDay = (ymd: string) => new Date(`${ymd}T00:00:00.000Z`);

/** The owner changes and cancels an event; a system admin may too. */
export const mayEdit = (actor: Actor, row: Pick<EventRow, 'ownerId'>) =>
  actor.isSystemAdmin || row.ownerId === actor.userId;

export function toEventDto(row: EventRow, attendees: AttendeeRow[], actor: Actor): EventDto {
  const mine = attendees.filter((a) => a.eventId === row.id);
  return {
    id: row.id,
    version: row.version,
    kind: row.kind,
    title: row.title,
    all_day: row.allDay,
    start: row.allDay ? dayOf(row.startsAt) : row.startsAt.toISOString(),
    end: row.allDay ? dayOf(row.endsAt) : row.endsAt.toISOString(),
    location: row.location,
    notes: row.notes,
    owner: { id: row.ownerId, first_name: row.ownerFirstName, last_name: row.ownerLastName },
    transaction:
      row.transactionId && row.transactionTitle
        ? { id: row.transactionId, title: row.transactionTitle }
        : null,
    contact:
      row.contactId && row.contactFirstName !== null
        ? { id: row.contactId, name: displayName(row.contactFirstName, row.contactLastName ?? '') }
        : null,
    listing: row.listingId && row.listingTitle ? { id: row.listingId, title: row.listingTitle } : null,
    time_zone: row.timeZone,
    recurrence: recurrenceOf(row.rrule),
    reminder_minutes: row.reminderMinutes,
    attendees: {
      users: mine
        .filter((a) => a.userId)
        .map((a) => ({ id: a.userId!, first_name: a.firstName, last_name: a.lastName })),
      contacts: mine
        .filter((a) => a.contactId)
        .map((a) => ({ id: a.contactId!, name: displayName(a.firstName ?? '', a.lastName ?? '') })),
    },
    editable: mayEdit(actor, row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
