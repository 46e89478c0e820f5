import type { RecurrenceFreq } from '@threshold/domain/calendar/recurrence-rule';
import { calendarZone, zonedDay, zonedInstant, zonedTime } from './calendar-zone';
import type {
  CreateEventInput,
  EventDto,
  EventKind,
} from '@threshold/domain/calendar/calendar-event.contract';

/** What the event form edits: local days and times, as the inputs hold them. */
export interface EventFormValues {
  kind: EventKind;
  title: string;
  allDay: boolean;
  startDay: string;
  startTime: string;
  endDay: string;
  endTime: string;
  location: string;
  notes: string;
  transactionId: string;
  contactId: string;
  /** Open houses: the listing they belong to. */
  listingId: string;
  /** Personal events only: '' = does not repeat. */
  repeat: RecurrenceFreq | '';
  repeatUntil: string;
  /** 'default' = each person's defaults, 'none', or minutes before the start. */
  reminder: string;
}

const reminderOf = (minutes: number[] | null) =>
  minutes === null ? 'default' : minutes.length === 0 ? 'none' : String(minutes[0]);
const reminderMinutes = (reminder: string) =>
  reminder === 'default' ? null : reminder === 'none' ? [] : [Number(reminder)];

const hh = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** A new event on a day (all day) or at an hour (one hour long). */
export function newEventValues(day: string, hour?: number): EventFormValues {
  return {
    kind: 'showing',
    title: '',
    allDay: hour === undefined,
    startDay: day,
    startTime: hh(hour ?? 9),
    endDay: day,
    endTime: hh(Math.min((hour ?? 9) + 1, 23)),
    location: '',
    notes: '',
    transactionId: '',
    contactId: '',
    listingId: '',
    repeat: '',
    repeatUntil: '',
    reminder: 'default',
  };
}

export function eventValues(e: EventDto): EventFormValues {
  return {
    kind: e.kind,
    title: e.title,
    allDay: e.all_day,
    startDay: e.all_day ? e.start : zonedDay(e.start),
    startTime: e.all_day ? '09:00' : zonedTime(e.start).hhmm,
    endDay: e.all_day ? e.end : zonedDay(e.end),
    endTime: e.all_day ? '10:00' : zonedTime(e.end).hhmm,
    location: e.location ?? '',
    notes: e.notes ?? '',
    transactionId: e.transaction?.id ?? '',
    contactId: e.contact?.id ?? '',
    listingId: e.listing?.id ?? '',
    repeat: e.recurrence?.freq ?? '',
    repeatUntil: e.recurrence?.until ?? '',
    reminder: reminderOf(e.reminder_minutes),
  };
}

/** Wall-clock in the calendar's zone (the person's saved zone, ADR 0148) → the instant the API stores. */
const instant = (day: string, time: string) => zonedInstant(day, time);

export function toEventInput(v: EventFormValues): Omit<CreateEventInput, 'attendees'> {
  return {
    kind: v.kind,
    title: v.title.trim(),
    all_day: v.allDay,
    start: v.allDay ? v.startDay : instant(v.startDay, v.startTime),
    end: v.allDay ? v.endDay : instant(v.endDay, v.endTime),
    location: v.location.trim() || null,
    notes: v.notes.trim() || null,
    transaction_id: v.transactionId || null,
    contact_id: v.contactId || null,
    listing_id: v.kind === 'open_house' ? v.listingId || null : null,
    time_zone: calendarZone(),
    recurrence:
      v.kind === 'personal' && v.repeat
        ? { freq: v.repeat, interval: 1, by_weekday: [], until: v.repeatUntil || null, count: null }
        : null,
    reminder_minutes: reminderMinutes(v.reminder),
  };
}
