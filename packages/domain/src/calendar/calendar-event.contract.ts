import { z } from 'zod';
import { IsoDate, PersonRef, Text, UserId, Uuid } from '../transactions/transaction-common.contract';
import { TimeZone } from './calendar-range.contract';
import { ReminderMinutes } from './calendar-reminders.contract';
import { MAX_OCCURRENCES, RECURRENCE_FREQS, WEEKDAYS } from './recurrence-rule';

/** What an event is; `personal` events are seen by their owner and attendees only (ADR 0100). */
export const EVENT_KINDS = [
  'showing',
  'open_house',
  'inspection',
  'appraisal',
  'closing',
  'walk_through',
  'appointment',
  'personal',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
export const EVENT_KIND_LABELS: Record<EventKind, string> = {
  showing: 'Showing',
  open_house: 'Open house',
  inspection: 'Inspection',
  appraisal: 'Appraisal',
  closing: 'Closing',
  walk_through: 'Walk-through',
  appointment: 'Appointment',
  personal: 'Personal',
};

const Instant = z.iso.datetime({ offset: true, message: 'Must be a date and time (ISO 8601)' });

/**
 * When: an all-day event gives `start`/`end` as days ("YYYY-MM-DD", end inclusive); a timed one
 * as instants (ISO 8601 with an offset). End is never before start.
 */
const when = <
  T extends { all_day?: boolean | undefined; start?: string | undefined; end?: string | undefined },
>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  if (v.all_day === undefined || v.start === undefined || v.end === undefined) return;
  const valid = v.all_day ? IsoDate : Instant;
  for (const field of ['start', 'end'] as const) {
    if (!valid.safeParse(v[field]).success)
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: v.all_day ? 'Must be a date (YYYY-MM-DD)' : 'Must be a date and time (ISO 8601)',
      });
  }
  const order = v.all_day ? v.end < v.start : Date.parse(v.end) < Date.parse(v.start);
  if (order) ctx.addIssue({ code: 'custom', path: ['end'], message: 'Ends before it starts' });
};

const Moment = z
  .string()
  .max(40)
  .refine((s) => IsoDate.safeParse(s).success || Instant.safeParse(s).success, {
    message: 'Must be a date or a date and time',
  });

const AttendeesInput = z
  .strictObject({
    user_ids: z.array(UserId).max(50).default([]),
    contact_ids: z.array(Uuid('contact')).max(50).default([]),
  })
  .default({ user_ids: [], contact_ids: [] });

/** How a personal event repeats (RFC 5545 RRULE underneath); `until` is the last day, inclusive. */
export const RecurrenceSchema = z
  .strictObject({
    freq: z.enum(RECURRENCE_FREQS),
    interval: z.int().min(1).max(99).default(1),
    by_weekday: z.array(z.enum(WEEKDAYS)).max(7).default([]),
    until: IsoDate.nullable().default(null),
    count: z.int().min(1).max(MAX_OCCURRENCES).nullable().default(null),
  })
  .refine((r) => !(r.until && r.count), {
    message: 'Either an end day or a number of times',
    path: ['count'],
  });

const fields = {
  kind: z.enum(EVENT_KINDS),
  title: Text(200).pipe(z.string().min(1, 'Required')),
  all_day: z.boolean(),
  start: Moment,
  end: Moment,
  location: Text(300).nullable(),
  notes: Text(4000).nullable(),
  transaction_id: Uuid('transaction').nullable(),
  contact_id: Uuid('contact').nullable(),
  /** A listing in the caller's listing scope (an open house, ADR 0135). */
  listing_id: Uuid('listing').nullable(),
  /** The zone the event's wall-clock time belongs to (repeats keep their local time across DST). */
  time_zone: TimeZone,
  recurrence: RecurrenceSchema.nullable(),
  /** Minutes before the start to remind everyone attending; null = each person's defaults, [] = none. */
  reminder_minutes: ReminderMinutes.nullable(),
};

const onlyPersonalRepeats = (
  v: { kind?: string | undefined; recurrence?: unknown },
  ctx: z.RefinementCtx,
) => {
  if (v.recurrence && v.kind !== undefined && v.kind !== 'personal')
    ctx.addIssue({ code: 'custom', path: ['recurrence'], message: 'Only personal events repeat' });
};

export const CreateEventInput = z
  .strictObject({
    ...fields,
    location: fields.location.default(null),
    notes: fields.notes.default(null),
    transaction_id: fields.transaction_id.default(null),
    contact_id: fields.contact_id.default(null),
    listing_id: fields.listing_id.default(null),
    time_zone: fields.time_zone.default('UTC'),
    recurrence: fields.recurrence.default(null),
    reminder_minutes: fields.reminder_minutes.default(null),
    attendees: AttendeesInput,
  })
  .superRefine(when)
  .superRefine(onlyPersonalRepeats);
export type CreateEventInput = z.infer<typeof CreateEventInput>;

/** A change: any fields; when the timing changes, `all_day`, `start` and `end` come together. */
export const UpdateEventInput = z
  .strictObject({ ...fields, attendees: AttendeesInput.unwrap() })
  .partial()
  .superRefine((v, ctx) => {
    if (Object.keys(v).length === 0)
      ctx.addIssue({ code: 'custom', path: ['_'], message: 'Nothing to change' });
    const timing = [v.all_day, v.start, v.end].filter((x) => x !== undefined).length;
    if (timing > 0 && timing < 3)
      ctx.addIssue({ code: 'custom', path: ['start'], message: 'Send all_day, start and end together' });
    when(v, ctx);
    onlyPersonalRepeats(v, ctx);
  });
export type UpdateEventInput = z.infer<typeof UpdateEventInput>;

export const EventIdParams = z.object({ id: Uuid('event') });

export const EventDto = z.object({
  id: z.uuid(),
  version: z.number().int(),
  kind: z.enum(EVENT_KINDS),
  title: z.string(),
  all_day: z.boolean(),
  start: z.string(),
  end: z.string(),
  location: z.string().nullable(),
  notes: z.string().nullable(),
  owner: PersonRef,
  transaction: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  contact: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  listing: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  time_zone: z.string(),
  recurrence: z
    .object({
      freq: z.enum(RECURRENCE_FREQS),
      interval: z.number().int(),
      by_weekday: z.array(z.enum(WEEKDAYS)),
      until: z.string().nullable(),
      count: z.number().int().nullable(),
    })
    .nullable(),
  reminder_minutes: z.array(z.number().int()).nullable(),
  attendees: z.object({
    users: z.array(PersonRef),
    contacts: z.array(z.object({ id: z.uuid(), name: z.string() })),
  }),
  /** Whether the caller may change or cancel it (its owner). */
  editable: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EventDto = z.infer<typeof EventDto>;

/** One occurrence of a repeating event: its original start as the calendar lists it (`occurrence`). */
export const OccurrenceParams = z.object({ id: Uuid('event'), occurrence: Moment });

/**
 * "This event only": retitle or move one occurrence of a repeating event (start and end together,
 * days for an all-day series, instants otherwise). Cancelling one is DELETE on the same path.
 */
export const UpdateOccurrenceInput = z
  .strictObject({
    title: fields.title.optional(),
    start: Moment.optional(),
    end: Moment.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.title === undefined && v.start === undefined && v.end === undefined)
      ctx.addIssue({ code: 'custom', path: ['_'], message: 'Nothing to change' });
    if ((v.start === undefined) !== (v.end === undefined))
      ctx.addIssue({ code: 'custom', path: ['start'], message: 'Send start and end together' });
  });
export type UpdateOccurrenceInput = z.infer<typeof UpdateOccurrenceInput>;
