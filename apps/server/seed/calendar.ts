import { and, asc, eq, inArray } from 'drizzle-orm';
import type { EventKind } from '@threshold/domain/calendar/calendar-event.contract';
import { todayIn, zonedTimeToInstant } from '@threshold/domain/calendar/time-zone';
import { addCalendarDays } from '@threshold/domain/transactions/business-days';
import { OPEN_STATUSES } from '@threshold/domain/transactions/transaction-status';
import type { DbOrTx } from '../src/platform/db/client';
import { insertEvent, replaceAttendees } from '../src/modules/calendar/calendar-events.repository';
import { recurrenceColumns } from '../src/modules/calendar/calendar-recurring';
import { contacts } from '../src/modules/contacts/contacts.schema';
import { listings, properties } from '../src/modules/listings/listings.schema';
import { organizationTimeZone } from '../src/modules/organizations/organization-time-zone.service';
import { transactions } from '../src/modules/transactions/transactions.schema';
import type { SeededOrganization } from './organizations';

interface EventPlan {
  owner: 'realtor' | 'broker' | 'team_leader';
  kind: EventKind;
  title: (deal: string) => string;
  /** Days from today, and the UTC hour (null: all day) and length in minutes. */
  day: number;
  hour: number | null;
  minutes?: number;
  location?: boolean;
  withDeal: boolean;
  attendees?: ('transaction_coordinator' | 'home_inspector' | 'appraiser')[];
}

// prettier-ignore
const PLANS: EventPlan[] = [
  { owner: 'realtor', kind: 'showing', title: (d) => `Showing — ${d}`, day: 0, hour: 17, minutes: 45, location: true, withDeal: true },
  { owner: 'realtor', kind: 'showing', title: (d) => `Second showing — ${d}`, day: 2, hour: 22, minutes: 30, location: true, withDeal: true },
  { owner: 'realtor', kind: 'inspection', title: (d) => `Home inspection — ${d}`, day: 3, hour: 16, minutes: 180, location: true, withDeal: true, attendees: ['home_inspector', 'transaction_coordinator'] },
  { owner: 'realtor', kind: 'appraisal', title: (d) => `Appraisal visit — ${d}`, day: 6, hour: 18, minutes: 60, location: true, withDeal: true, attendees: ['appraiser'] },
  { owner: 'realtor', kind: 'walk_through', title: (d) => `Final walk-through — ${d}`, day: 9, hour: 20, minutes: 45, location: true, withDeal: true },
  { owner: 'realtor', kind: 'closing', title: (d) => `Closing — ${d}`, day: 10, hour: 21, minutes: 90, withDeal: true, attendees: ['transaction_coordinator'] },
  { owner: 'realtor', kind: 'open_house', title: (d) => `Open house — ${d}`, day: 5, hour: null, location: true, withDeal: true },
  { owner: 'realtor', kind: 'appointment', title: () => 'Buyer consultation', day: 1, hour: 19, minutes: 60, withDeal: false },
  { owner: 'realtor', kind: 'personal', title: () => 'Dentist', day: 4, hour: 15, minutes: 60, withDeal: false },
  { owner: 'realtor', kind: 'showing', title: (d) => `Showing — ${d}`, day: -2, hour: 18, minutes: 30, location: true, withDeal: true },
  { owner: 'broker', kind: 'appointment', title: () => 'Weekly sales meeting', day: 1, hour: 16, minutes: 60, withDeal: false, attendees: ['transaction_coordinator'] },
  { owner: 'broker', kind: 'closing', title: (d) => `Closing — ${d}`, day: 7, hour: 20, minutes: 90, withDeal: true },
  { owner: 'team_leader', kind: 'open_house', title: (d) => `Open house — ${d}`, day: 12, hour: null, location: true, withDeal: true },
];

/** A handful of events around today for the demo brokerage, linked to its agents' open deals. */
export async function seedCalendar(db: DbOrTx, org: SeededOrganization) {
  const today = new Date().toISOString().slice(0, 10);
  const dealsOf = async (ownerId: string) =>
    db
      .select({
        id: transactions.id,
        title: transactions.title,
        address: transactions.addressLine1,
        city: transactions.city,
      })
      .from(transactions)
      .where(and(eq(transactions.ownerId, ownerId), inArray(transactions.status, [...OPEN_STATUSES])))
      .orderBy(asc(transactions.createdAt), asc(transactions.id))
      .limit(8);
  const [firstContact] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(eq(contacts.ownerId, org.users.get('realtor')!))
    .orderBy(asc(contacts.createdAt), asc(contacts.id))
    .limit(1);
  const used = new Map<string, number>();
  for (const plan of PLANS) {
    const ownerId = org.users.get(plan.owner)!;
    const deals = await dealsOf(ownerId);
    const n = used.get(plan.owner) ?? 0;
    used.set(plan.owner, n + 1);
    const deal = plan.withDeal ? deals[n % Math.max(deals.length, 1)] : undefined;
    if (plan.withDeal && !deal) continue;
    const day = addCalendarDays(today, plan.day);
    const start =
      plan.hour === null
        ? new Date(`${day}T00:00:00Z`)
        : new Date(`${day}T${String(plan.hour).padStart(2, '0')}:00:00Z`);
    const end = plan.hour === null ? start : new Date(start.getTime() + (plan.minutes ?? 60) * 60_000);
    const id = await insertEvent(db, {
      organizationId: org.id,
      ownerId,
      kind: plan.kind,
      title: plan.title(deal?.address ?? deal?.title ?? ''),
      allDay: plan.hour === null,
      startsAt: start,
      endsAt: end,
      location: plan.location && deal ? `${deal.address}, ${deal.city}` : null,
      notes: plan.kind === 'inspection' ? 'Buyer attends the last hour. Utilities must be on.' : null,
      transactionId: deal?.id ?? null,
      contactId: plan.kind === 'appointment' && plan.owner === 'realtor' ? (firstContact?.id ?? null) : null,
    });
    const people = (plan.attendees ?? []).map((role) => org.users.get(role)).filter((v): v is string => !!v);
    await replaceAttendees(db, id, people, []);
  }
  // A repeating personal event: the realtor's weekly team run, for three months.
  const start = new Date(`${addCalendarDays(today, 1)}T13:00:00Z`);
  const when = {
    allDay: false,
    startsAt: start,
    endsAt: new Date(start.getTime() + 3_600_000),
    timeZone: 'UTC',
  };
  await insertEvent(db, {
    organizationId: org.id,
    ownerId: org.users.get('realtor')!,
    kind: 'personal',
    title: 'Morning run',
    ...when,
    ...recurrenceColumns(
      { freq: 'weekly', interval: 1, by_weekday: [], until: addCalendarDays(today, 90), count: null },
      when,
    ),
  });
}

/** Saturday and Sunday of the next two weekends after `today` ("YYYY-MM-DD"). */
function upcomingWeekendDays(today: string): string[] {
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  const saturday = addCalendarDays(today, (6 - weekday + 7) % 7 || 7);
  return [saturday, addCalendarDays(saturday, 1), addCalendarDays(saturday, 7), addCalendarDays(saturday, 8)];
}

/**
 * Open houses on a few of the brokerage's active listings (ADR 0135: an open-house event linked to
 * the listing), on the coming weekends, 13:00–15:00 in the organization's zone. Runs after the
 * listings seed (the calendar seed itself runs before there are listings).
 */
export async function seedListingOpenHouses(db: DbOrTx, org: SeededOrganization) {
  const zone = await organizationTimeZone(db, org.id);
  const active = await db
    .select({
      id: listings.id,
      ownerId: listings.ownerId,
      address: properties.addressLine1,
      city: properties.city,
    })
    .from(listings)
    .innerJoin(properties, eq(properties.id, listings.propertyId))
    .where(and(eq(listings.organizationId, org.id), eq(listings.status, 'Active')))
    .orderBy(asc(listings.createdAt), asc(listings.id))
    .limit(4);
  const days = upcomingWeekendDays(todayIn(zone));
  for (const [i, listing] of active.entries()) {
    const day = days[i % days.length]!;
    const time_zone = zone;
    await insertEvent(db, {
      organizationId: org.id,
      ownerId: listing.ownerId,
      kind: 'open_house',
      title: `Open house — ${listing.address}`,
      allDay: false,
      startsAt: zonedTimeToInstant(day, '13:00', time_zone),
      endsAt: zonedTimeToInstant(day, '15:00', time_zone),
      timeZone: time_zone,
      location: `${listing.address}, ${listing.city}`,
      notes: 'Sign-in sheet at the door; brochures in the kitchen.',
      listingId: listing.id,
    });
  }
}
