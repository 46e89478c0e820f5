import { loadActor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import type { Mailer } from '../../platform/email/mailer';
import type { Logger } from '../../platform/logger';
import { findEventById, findInvitationAddresses, findUserAddress } from './calendar-events.repository';
import { buildCalendar, type IcsPerson } from './calendar-ics';
import { toIcsEvent } from './calendar-ics-entries';
import { eventEntries } from './calendar-items.service';
import { formatWhen } from './reminders/reminder-delivery.service';

export interface InvitationDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
}

/** A repeating event's invitation carries its occurrences of the year from its first one. */
const REPEATS_FOR_MS = 366 * 86_400_000;

const nameOf = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ') || null;

/**
 * E-mails each attendee with an e-mail address (members and contacts, not the organizer) an .ics
 * attachment after the organizer created, changed (METHOD:REQUEST, SEQUENCE = the event's version)
 * or cancelled (METHOD:CANCEL) the event. The UIDs are the feed's, so a calendar that has the event
 * from the feed updates it instead of doubling it. A failed send is logged: the write stands.
 */
export async function inviteAttendees(deps: InvitationDeps, eventId: string): Promise<number> {
  const { db } = deps;
  const row = await findEventById(db, eventId);
  if (!row) return 0;
  const organizer = await findUserAddress(db, row.ownerId);
  const invited = (await findInvitationAddresses(db, eventId)).filter(
    (a): a is typeof a & { email: string } => !!a.email && a.email !== organizer?.email,
  );
  if (invited.length === 0) return 0;
  const cancelled = row.cancelledAt !== null;
  const people: IcsPerson[] = invited.map((a) => ({ name: nameOf(a.firstName, a.lastName), email: a.email }));
  const organizerPerson = organizer
    ? { name: nameOf(organizer.firstName, organizer.lastName), email: organizer.email }
    : null;
  // The entries as their organizer sees them.
  const owner = await loadActor(db, { id: row.ownerId, email: organizer?.email ?? '', emailVerified: true });
  const entries = eventEntries(
    row,
    owner,
    row.startsAt,
    new Date(row.startsAt.getTime() + REPEATS_FOR_MS),
    row.timeZone,
  );
  const ics = buildCalendar(
    row.title,
    entries.map((e) => ({ ...toIcsEvent(e, deps.appUrl), organizer: organizerPerson, attendees: people })),
    cancelled ? 'CANCEL' : 'REQUEST',
  );
  const when = formatWhen(row.startsAt, row.allDay, row.allDay ? 'UTC' : row.timeZone);
  const subject = `${cancelled ? 'Cancelled' : row.version > 1 ? 'Updated invitation' : 'Invitation'}: ${row.title} — ${when}`;
  const from = organizerPerson?.name ?? 'Your agent';
  let sent = 0;
  for (const person of people) {
    try {
      await deps.mailer.send({
        to: person.email,
        subject,
        text: `${from} ${cancelled ? 'cancelled' : 'invites you to'}: ${row.title}\n${when}${row.location ? `\n${row.location}` : ''}\n\nThe attached invite.ics adds it to your calendar.`,
        links: [],
        attachments: [
          {
            filename: 'invite.ics',
            contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
            content: ics,
          },
        ],
      });
      sent += 1;
    } catch (error) {
      deps.logger.warn({ err: error, event: eventId }, 'invitation e-mail failed');
    }
  }
  return sent;
}
