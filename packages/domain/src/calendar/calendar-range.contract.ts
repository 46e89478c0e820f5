import { z } from 'zod';
import { IsoDate, UserId, Uuid } from '../transactions/transaction-common.contract';
import { isTimeZone } from './time-zone';

/** Where a calendar entry comes from; only `event` rows are stored by the calendar itself. */
export const CALENDAR_SOURCES = [
  'event',
  'key_date',
  'deal_task',
  'contact_task',
  'open_house',
  'offer_expiration',
  /** The caller's own personal tasks (ADR 0147): nobody else's calendar shows them. */
  'personal_task',
] as const;
export type CalendarSource = (typeof CALENDAR_SOURCES)[number];
export const CALENDAR_SOURCE_LABELS: Record<CalendarSource, string> = {
  event: 'Events',
  key_date: 'Deal dates',
  deal_task: 'Deal tasks',
  contact_task: 'Follow-ups',
  open_house: 'Open houses',
  offer_expiration: 'Offer expirations',
  personal_task: 'My tasks',
};

/** Entries stored by the calendar itself (an open house is an event linked to a listing): they open, move and resize as events. */
export const isStoredEvent = (source: CalendarSource) => source === 'event' || source === 'open_house';

/** The longest range one request may ask for (a month view shows at most 42 days; agenda 90). */
export const MAX_RANGE_DAYS = 100;

export const TimeZone = z.string().refine(isTimeZone, 'Not a time zone');

const Sources = z
  .string()
  .max(200)
  .transform((s, ctx) => {
    const list = s.split(',').filter(Boolean);
    const bad = list.find((x) => !(CALENDAR_SOURCES as readonly string[]).includes(x));
    if (bad) ctx.addIssue({ code: 'custom', message: `Unknown source: ${bad.slice(0, 20)}` });
    return list as CalendarSource[];
  });

/**
 * GET /api/calendar: every entry in scope between two local days (inclusive) of `tz`, merged
 * from events, deal key dates, deal tasks, contact follow-ups, listing open houses and offer
 * expirations — read where they live, never copied.
 */
export const CalendarRangeQuery = z
  .strictObject({
    from: IsoDate,
    to: IsoDate,
    tz: TimeZone.default('UTC'),
    sources: Sources.optional(),
    transaction_id: Uuid('transaction').optional(),
    /** One person's entries among those in scope: their events (organized or attended), the dates of deals they own, tasks assigned to them. */
    person: UserId.optional(),
    /** The entries of one team's members (a team in the caller's scope; another answers 404). */
    team: Uuid('team').optional(),
  })
  .superRefine((q, ctx) => {
    if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Before from' });
    const days = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000;
    if (days > MAX_RANGE_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `At most ${MAX_RANGE_DAYS} days` });
  });
export type CalendarRangeQuery = z.infer<typeof CalendarRangeQuery>;

export const CalendarItemState = z.enum(['overdue', 'due_today', 'upcoming', 'done']);
export type CalendarItemState = z.infer<typeof CalendarItemState>;

export const CalendarItemDto = z.object({
  source: z.enum(CALENDAR_SOURCES),
  id: z.uuid(),
  title: z.string(),
  /** Event kind, or a key date's key. */
  kind: z.string().nullable(),
  all_day: z.boolean(),
  /** All-day: "YYYY-MM-DD" (end inclusive); timed: ISO instants. */
  start: z.string(),
  end: z.string(),
  /** Deadlines and tasks: where they stand today; events and event dates (contract acceptance): null. */
  state: CalendarItemState.nullable(),
  location: z.string().nullable(),
  transaction: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  contact: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** Open houses and offer expirations: the listing (its address). */
  listing: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  /** Whose it is: the event's owner, the deal's owner, the task's assignee. */
  person_id: z.string().nullable(),
  version: z.number().int(),
  /** Events: the caller organizes it. Key dates: the caller may move it (through the deal's deadline engine). */
  editable: z.boolean(),
  /** One occurrence of a repeating event (its id is the series'; it moves in the edit dialog, not by dragging). */
  recurring: z.boolean(),
  /** A repeating event's occurrence key (its original start): what the occurrence routes take. */
  occurrence: z.string().optional(),
});
export type CalendarItemDto = z.infer<typeof CalendarItemDto>;

export const CalendarRange = z.object({
  today: z.string(),
  from: z.string(),
  to: z.string(),
  tz: z.string(),
  /** A source had more entries than one answer carries (500): narrow by person or source. */
  truncated: z.boolean(),
  items: z.array(CalendarItemDto),
});
export type CalendarRange = z.infer<typeof CalendarRange>;
