import {
  CALENDAR_SOURCES,
  type CalendarItemDto,
  type CalendarItemState,
  type CalendarSource,
} from '@threshold/domain/calendar/calendar-range.contract';
import { expandOccurrences } from '@threshold/domain/calendar/recurrence';
import { localDay, startOfLocalDay, todayIn } from '@threshold/domain/calendar/time-zone';
import { ROLES } from '@threshold/domain/roles';
import { addCalendarDays } from '@threshold/domain/transactions/business-days';
import { OPEN_STATUSES } from '@threshold/domain/transactions/transaction-status';
import type { Actor } from '../../platform/authz/actor';
import type { DbOrTx } from '../../platform/db/client';
import { displayName } from '../contacts/contacts-derived';
import { loadCrmContext } from '../contacts/contacts-context';
import { dayOf, mayEdit } from './calendar-events.dto';
import {
  findEventsBetween,
  isListingOpenHouse,
  visibleEvents,
  type EventRow,
} from './calendar-events.repository';
import { findOfferExpirationsBetween } from './calendar-listing-sources.repository';
import { findOwnTasksBetween } from '../tasks/personal-tasks.repository';
import { recurringOf } from './calendar-recurring';
import {
  exceptionKey,
  findExceptions,
  type ExceptionMap,
  type ExceptionRow,
} from './calendar-exceptions.repository';
import {
  findContactTasksBetween,
  findDealDatesBetween,
  findDealTasksBetween,
} from './calendar-sources.repository';

/**
 * Most entries one source contributes to one answer: a broker's month in a big brokerage has
 * thousands of deal dates, more than anyone reads; the answer says `truncated` and the page asks to
 * narrow by person or source (bench/calendar.bench.ts).
 */
export const PER_SOURCE_LIMIT = 500;
const FETCH = PER_SOURCE_LIMIT + 1;

export interface ItemWindow {
  fromDay: string;
  toDay: string;
  tz: string;
  sources?: readonly CalendarSource[] | undefined;
  transactionId?: string | undefined;
  /** One person's entries, or a team's members' (resolved and scope-checked by the caller). */
  people?: string[] | undefined;
  withCancelled?: boolean;
}

/** A calendar entry plus what a feed needs: when it last changed, and whether it was cancelled. */
export interface CollectedItem extends CalendarItemDto {
  changedAt: Date;
  cancelled: boolean;
  notes: string | null;
  /** A repeating event's occurrence as the series expands it (its original start): its stable key. */
  occurrence?: string;
}

const isOpenDeal = (status: string) => (OPEN_STATUSES as readonly string[]).includes(status);

function dayState(date: string, today: string, done: boolean): CalendarItemState {
  if (done) return 'done';
  return date < today ? 'overdue' : date === today ? 'due_today' : 'upcoming';
}

/** A timed entry's standing: over once its instant has passed. */
function instantState(at: Date, now: Date, today: string, tz: string, done: boolean): CalendarItemState {
  if (done) return 'done';
  return at < now ? 'overdue' : localDay(at, tz) === today ? 'due_today' : 'upcoming';
}

type OfferRow = Awaited<ReturnType<typeof findOfferExpirationsBetween>>[number];

/** An open offer's expiration: a moment on the listing's calendar, linked to its offers. */
function offerExpirationEntry(o: OfferRow, now: Date, today: string, tz: string): CollectedItem {
  const at = o.expiresAt.toISOString();
  return {
    source: 'offer_expiration',
    id: o.id,
    title: `Offer from ${o.buyerNames.join(' & ')} expires`,
    kind: o.status,
    all_day: false,
    start: at,
    end: at,
    state: instantState(o.expiresAt, now, today, tz, false),
    location: null,
    transaction: null,
    contact: null,
    listing: { id: o.listingId, title: o.listingTitle },
    person_id: o.ownerId,
    version: o.version,
    editable: false,
    recurring: false,
    changedAt: o.updatedAt,
    cancelled: false,
    notes: null,
  };
}

/**
 * Every entry the caller sees in a window, merged from the sources and read where each lives:
 * events and listing open houses (calendar, ADR 0135), key dates and deal tasks (deal scope),
 * follow-ups (contact scope), offer expirations (listing scope), and the caller's own personal
 * tasks (never anyone else's, even under a person or team filter; ADR 0147). Clients get their deals' dates and
 * only the deal tasks assigned to them; follow-ups need read:contacts, offers read:properties.
 */
export async function collectItems(
  db: DbOrTx,
  actor: Actor,
  w: ItemWindow,
): Promise<{ items: CollectedItem[]; truncated: boolean }> {
  const wanted = new Set(w.sources?.length ? w.sources : CALENDAR_SOURCES);
  const now = new Date();
  const today = todayIn(w.tz, now);
  const from = startOfLocalDay(w.fromDay, w.tz);
  const to = startOfLocalDay(addCalendarDays(w.toDay, 1), w.tz);
  const readsDeals = actor.permissions.has('read:transactions');
  const isClient = !actor.isSystemAdmin && ROLES[actor.role].group === 'client';
  const movesDates = !isClient && actor.permissions.has('update:transactions');
  const deals = { dealsVisibleTo: actor, transactionId: w.transactionId, people: w.people };
  const events = wanted.has('event'),
    openHouses = wanted.has('open_house') && !w.transactionId;

  // Personal tasks are private: only the caller's own, when the person/team filter includes them.
  const ownTasks =
    wanted.has('personal_task') && !w.transactionId && (!w.people || w.people.includes(actor.userId));
  const [allEvents, allDates, allDealTasks, allContactTasks, allOffers, allOwnTasks] = await Promise.all([
    events || openHouses
      ? findEventsBetween(
          db,
          visibleEvents(actor),
          {
            from,
            to,
            fromDay: w.fromDay,
            toDay: w.toDay,
            transactionId: w.transactionId,
            people: w.people,
            openHouses: !openHouses ? 'none' : !events ? 'only' : undefined,
            withCancelled: w.withCancelled,
          },
          FETCH,
        )
      : [],
    wanted.has('key_date') && readsDeals ? findDealDatesBetween(db, deals, w.fromDay, w.toDay, FETCH) : [],
    wanted.has('deal_task') && readsDeals
      ? findDealTasksBetween(db, deals, w.fromDay, w.toDay, FETCH, isClient ? actor.userId : undefined)
      : [],
    wanted.has('contact_task') && !w.transactionId && actor.permissions.has('read:contacts')
      ? loadCrmContext(db, actor).then((ctx) =>
          findContactTasksBetween(db, ctx.visible, from, to, FETCH, w.people),
        )
      : [],
    wanted.has('offer_expiration') && !w.transactionId && actor.permissions.has('read:properties')
      ? findOfferExpirationsBetween(db, actor, from, to, FETCH, w.people)
      : [],
    ownTasks ? findOwnTasksBetween(db, actor.userId, w.fromDay, w.toDay, FETCH) : [],
  ]);

  const all = [allEvents, allDates, allDealTasks, allContactTasks, allOffers, allOwnTasks] as const;
  const truncated = all.some((l) => l.length > PER_SOURCE_LIMIT);
  const [eventRows, dates, dealTasks, contactTasks, offers, personalTasks] = [
    allEvents.slice(0, PER_SOURCE_LIMIT),
    allDates.slice(0, PER_SOURCE_LIMIT),
    allDealTasks.slice(0, PER_SOURCE_LIMIT),
    allContactTasks.slice(0, PER_SOURCE_LIMIT),
    allOffers.slice(0, PER_SOURCE_LIMIT),
    allOwnTasks.slice(0, PER_SOURCE_LIMIT),
  ] as const;
  const items: CollectedItem[] = [];
  const exceptions = await findExceptions(
    db,
    eventRows.filter((e) => e.rrule).map((e) => e.id),
  );
  for (const e of eventRows)
    items.push(...eventEntries(e, actor, from, to, w.tz, exceptions, w.withCancelled ?? false));
  for (const o of offers) items.push(offerExpirationEntry(o, now, today, w.tz));
  for (const d of dates)
    items.push({
      source: 'key_date',
      id: d.id,
      title: d.label,
      kind: d.key,
      all_day: true,
      start: d.date,
      end: d.date,
      state:
        d.isDeadline && isOpenDeal(d.transactionStatus)
          ? dayState(d.date, today, d.completedAt !== null)
          : null,
      location: null,
      transaction: { id: d.transactionId, title: d.transactionTitle },
      contact: null,
      listing: null,
      person_id: d.ownerId,
      version: d.version,
      // Staff who change deals move an open deal's dates from the calendar (through the deadline engine).
      editable: movesDates && isOpenDeal(d.transactionStatus),
      recurring: false,
      changedAt: d.updatedAt,
      cancelled: false,
      notes: null,
    });
  for (const t of dealTasks)
    items.push({
      source: 'deal_task',
      id: t.id,
      title: t.title,
      kind: null,
      all_day: true,
      start: t.dueDate,
      end: t.dueDate,
      state: dayState(t.dueDate, today, t.completedAt !== null),
      location: null,
      transaction: { id: t.transactionId, title: t.transactionTitle },
      contact: null,
      listing: null,
      person_id: t.assigneeId,
      version: t.version,
      editable: false,
      recurring: false,
      // Deal tasks have no change time of their own; every task change touches the deal.
      changedAt: t.transactionUpdatedAt,
      cancelled: false,
      notes: null,
    });
  for (const t of contactTasks) {
    const due = t.dueAt.toISOString();
    const done = t.completedAt !== null;
    items.push({
      source: 'contact_task',
      id: t.id,
      title: t.title,
      kind: null,
      all_day: false,
      start: due,
      end: due,
      state: instantState(t.dueAt, now, today, w.tz, done),
      location: null,
      transaction: null,
      contact: { id: t.contactId, name: displayName(t.contactFirstName, t.contactLastName) },
      listing: null,
      person_id: t.assigneeId,
      version: t.version,
      editable: false,
      recurring: false,
      changedAt: t.updatedAt,
      cancelled: false,
      notes: null,
    });
  }
  for (const t of personalTasks)
    items.push({
      source: 'personal_task',
      id: t.id,
      title: t.title,
      kind: null,
      all_day: true,
      start: t.dueDate!,
      end: t.dueDate!,
      state: dayState(t.dueDate!, today, t.completedAt !== null),
      location: null,
      transaction: null,
      contact: null,
      listing: null,
      person_id: actor.userId,
      version: t.version,
      editable: false,
      recurring: false,
      changedAt: t.updatedAt,
      cancelled: false,
      notes: t.notes,
    });
  return { items: sortedByDay(items, w.tz), truncated };
}

/**
 * An event's entries in [from, to): itself, or each occurrence of a repeating one (ADR 0104) with
 * its exception applied — moved or retitled; a cancelled one is left out, or kept as cancelled for
 * feeds (`withCancelled`).
 */
export function eventEntries(
  e: EventRow,
  actor: Actor,
  from: Date,
  to: Date,
  tz: string,
  exceptions: ExceptionMap = new Map(),
  withCancelled = false,
): CollectedItem[] {
  const series = recurringOf(e);
  const times = series
    ? expandOccurrences(series, from, to, tz)
    : [
        {
          start: e.allDay ? dayOf(e.startsAt) : e.startsAt.toISOString(),
          end: e.allDay ? dayOf(e.endsAt) : e.endsAt.toISOString(),
        },
      ];
  const entries: CollectedItem[] = [];
  for (const { start, end } of times) {
    const ex = series ? exceptions.get(exceptionKey(e.id, start)) : undefined;
    if (ex?.cancelled && !withCancelled) continue;
    entries.push({
      ...eventEntry(e, actor, series !== null, start, end, ex),
      ...(series && { occurrence: start }),
    });
  }
  return entries;
}

function eventEntry(
  e: EventRow,
  actor: Actor,
  recurring: boolean,
  start: string,
  end: string,
  ex: ExceptionRow | undefined,
): CollectedItem {
  const moved = ex?.startsAt && ex.endsAt;
  return {
    source: isListingOpenHouse(e) ? 'open_house' : 'event',
    id: e.id,
    title: ex?.title ?? e.title,
    kind: e.kind,
    all_day: e.allDay,
    start: moved ? (e.allDay ? dayOf(ex.startsAt!) : ex.startsAt!.toISOString()) : start,
    end: moved ? (e.allDay ? dayOf(ex.endsAt!) : ex.endsAt!.toISOString()) : end,
    state: null,
    location: e.location,
    transaction:
      e.transactionId && e.transactionTitle ? { id: e.transactionId, title: e.transactionTitle } : null,
    contact:
      e.contactId && e.contactFirstName !== null
        ? { id: e.contactId, name: displayName(e.contactFirstName, e.contactLastName ?? '') }
        : null,
    listing: e.listingId && e.listingTitle ? { id: e.listingId, title: e.listingTitle } : null,
    person_id: e.ownerId,
    version: e.version,
    editable: mayEdit(actor, e),
    recurring,
    changedAt: e.cancelledAt ?? e.updatedAt,
    cancelled: e.cancelledAt !== null || ex?.cancelled === true,
    notes: e.notes,
  };
}

/** Local day first (all-day entries lead their day), then the instant. */
const sortKey = (i: CalendarItemDto, tz: string) =>
  i.all_day ? `${i.start} 0` : `${localDay(new Date(i.start), tz)} 1 ${i.start}`;

/**
 * The entries in day order, each key computed once: a timed entry's key needs its local day (an
 * Intl call), and computing it inside the comparator made a month view of 728 entries pay for
 * ~14,000 of them (bench/calendar.bench.ts).
 */
function sortedByDay<T extends CalendarItemDto>(items: T[], tz: string): T[] {
  const keyed = items.map((item) => ({ item, key: sortKey(item, tz) }));
  keyed.sort((a, b) =>
    a.key < b.key ? -1 : a.key > b.key ? 1 : a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0,
  );
  return keyed.map((k) => k.item);
}

/** The calendar's "today" is the domain's (ADR 0137); kept importable here for the range and the feed. */
export { todayIn } from '@threshold/domain/calendar/time-zone';
