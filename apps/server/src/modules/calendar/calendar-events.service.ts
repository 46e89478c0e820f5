import type {
  CreateEventInput,
  EventDto,
  UpdateEventInput,
} from '@threshold/domain/calendar/calendar-event.contract';
import { writeAudit } from '../../platform/audit/audit.repository';
import { latestChangeOf } from '../../platform/audit/audit-latest.repository';
import type { Actor } from '../../platform/authz/actor';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import { staleVersion } from '../../platform/http/versioning';
import { requireOrganization } from '../transactions/deals/transaction-access';
import {
  findAttendees,
  findVisibleEvent,
  insertEvent,
  lockEvent,
  replaceAttendees,
  updateEventRow,
  visibleEvents,
  type EventValues,
} from './calendar-events.repository';
import { instantOfDay, mayEdit, toEventDto } from './calendar-events.dto';
import { checkEventLinks } from './calendar-links.service';
import { recurrenceColumns, recurrenceOf } from './calendar-recurring';

const timing = (allDay: boolean, start: string, end: string) =>
  allDay
    ? { allDay, startsAt: instantOfDay(start), endsAt: instantOfDay(end) }
    : { allDay, startsAt: new Date(start), endsAt: new Date(end) };

export async function readEvent(db: DbOrTx, actor: Actor, id: string): Promise<EventDto | null> {
  const row = await findVisibleEvent(db, id, visibleEvents(actor));
  return row ? toEventDto(row, await findAttendees(db, [row.id]), actor) : null;
}

export async function getEvent(db: Db, actor: Actor, id: string): Promise<EventDto> {
  const dto = await readEvent(db, actor, id);
  if (!dto) throw notFound('Event');
  return dto;
}

export const audit = (
  tx: DbOrTx,
  actor: Actor,
  organizationId: string,
  action: string,
  id: string,
  before: EventDto | null,
  after: EventDto | null,
  requestId?: string,
) =>
  writeAudit(tx, {
    organizationId,
    actorUserId: actor.userId,
    action,
    entityType: 'calendar_event',
    entityId: id,
    before,
    after,
    requestId: requestId ?? null,
  });

export async function createEvent(db: Db, actor: Actor, input: CreateEventInput, requestId?: string) {
  const organizationId = requireOrganization(actor);
  return db.transaction(async (tx) => {
    await checkEventLinks(tx, actor, organizationId, {
      transactionId: input.transaction_id,
      contactId: input.contact_id,
      listingId: input.listing_id,
      userIds: input.attendees.user_ids,
      contactIds: input.attendees.contact_ids,
    });
    const when = { ...timing(input.all_day, input.start, input.end), timeZone: input.time_zone };
    const id = await insertEvent(tx, {
      organizationId,
      ownerId: actor.userId,
      kind: input.kind,
      title: input.title,
      ...when,
      ...recurrenceColumns(input.recurrence, when),
      location: input.location,
      notes: input.notes,
      transactionId: input.transaction_id,
      contactId: input.contact_id,
      listingId: input.listing_id,
      reminderMinutes: input.reminder_minutes,
    });
    await replaceAttendees(tx, id, input.attendees.user_ids, input.attendees.contact_ids);
    const dto = (await readEvent(tx, actor, id))!;
    await audit(tx, actor, organizationId, 'calendar.event.create', id, null, dto, requestId);
    return dto;
  });
}

/** The event as it is, for a change: 404 when not visible, 403 when visible but not the caller's. */
export async function openForChange(
  tx: DbOrTx,
  actor: Actor,
  id: string,
  expectedVersion: number | undefined,
) {
  await lockEvent(tx, id);
  const row = await findVisibleEvent(tx, id, visibleEvents(actor));
  if (!row) throw notFound('Event');
  if (!mayEdit(actor, row)) throw new AppError('FORBIDDEN', 'Only the organizer changes this event');
  const before = toEventDto(row, await findAttendees(tx, [id]), actor);
  if (expectedVersion !== undefined && row.version !== expectedVersion) await refuseStale(tx, before);
  return { row, before };
}

async function refuseStale(tx: DbOrTx, current: EventDto): Promise<never> {
  throw staleVersion(current, await latestChangeOf(tx, 'calendar_event', current.id));
}

export async function updateEvent(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdateEventInput,
  requestId?: string,
  expectedVersion?: number,
) {
  return db.transaction(async (tx) => {
    const { row, before } = await openForChange(tx, actor, id, expectedVersion);
    await checkEventLinks(tx, actor, row.organizationId, {
      transactionId: input.transaction_id,
      contactId: input.contact_id,
      listingId: input.listing_id,
      userIds: input.attendees?.user_ids,
      contactIds: input.attendees?.contact_ids,
    });
    const kind = input.kind ?? row.kind;
    const when =
      input.all_day !== undefined && input.start !== undefined && input.end !== undefined
        ? timing(input.all_day, input.start, input.end)
        : { allDay: row.allDay, startsAt: row.startsAt, endsAt: row.endsAt };
    const timeZone = input.time_zone ?? row.timeZone;
    const recurrence = input.recurrence !== undefined ? input.recurrence : recurrenceOf(row.rrule);
    if (recurrence && kind !== 'personal')
      throw new AppError('VALIDATION_FAILED', 'Some fields are not valid', {
        recurrence: 'Only personal events repeat',
      });
    const set: Partial<EventValues> = {
      ...(input.kind !== undefined && { kind: input.kind }),
      ...(input.title !== undefined && { title: input.title }),
      ...(input.location !== undefined && { location: input.location }),
      ...(input.notes !== undefined && { notes: input.notes }),
      ...(input.transaction_id !== undefined && { transactionId: input.transaction_id }),
      ...(input.contact_id !== undefined && { contactId: input.contact_id }),
      ...(input.listing_id !== undefined && { listingId: input.listing_id }),
      ...(input.reminder_minutes !== undefined && { reminderMinutes: input.reminder_minutes }),
      ...when,
      timeZone,
      ...recurrenceColumns(recurrence, { ...when, timeZone }),
    };
    if (!(await updateEventRow(tx, id, set, expectedVersion))) await refuseStale(tx, before);
    if (input.attendees)
      await replaceAttendees(tx, id, input.attendees.user_ids, input.attendees.contact_ids);
    const after = (await readEvent(tx, actor, id))!;
    await audit(tx, actor, row.organizationId, 'calendar.event.update', id, before, after, requestId);
    return after;
  });
}

/**
 * Cancels an event: it leaves the calendar, and subscribed calendars receive it as STATUS:CANCELLED
 * (the row stays, marked, so the feed can say so).
 */
export async function cancelEvent(
  db: Db,
  actor: Actor,
  id: string,
  requestId?: string,
  expectedVersion?: number,
) {
  return db.transaction(async (tx) => {
    const { row, before } = await openForChange(tx, actor, id, expectedVersion);
    if (!(await updateEventRow(tx, id, { cancelledAt: new Date() }, expectedVersion)))
      await refuseStale(tx, before);
    await audit(tx, actor, row.organizationId, 'calendar.event.cancel', id, before, null, requestId);
    return { ok: true as const };
  });
}
