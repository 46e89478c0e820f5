import { EVENT_KIND_LABELS, type EventKind } from '@threshold/domain/calendar/calendar-event.contract';
import { utcStamp, type IcsEvent } from './calendar-ics';
import type { CollectedItem } from './calendar-items.service';

const SOURCE_PREFIX: Record<CollectedItem['source'], string> = {
  event: '',
  key_date: 'Deal date: ',
  deal_task: 'Task: ',
  contact_task: 'Follow-up: ',
  open_house: '',
  offer_expiration: '',
  personal_task: 'Task: ',
};

/** A calendar entry as an iCalendar VEVENT: what the feed and a single event's download write. */
export function toIcsEvent(item: CollectedItem, appUrl: string): IcsEvent {
  const about = item.transaction?.title ?? item.contact?.name ?? null;
  const deadline = item.source === 'key_date' && item.state !== null;
  const url = item.transaction
    ? `${appUrl}/transactions/${item.transaction.id}`
    : item.contact
      ? `${appUrl}/contacts/${item.contact.id}`
      : `${appUrl}/calendar`;
  return {
    // Each occurrence of a repeating event is its own entry (no VTIMEZONE needed): the UID names its
    // original start, so a moved or cancelled occurrence updates the entry calendars already have.
    uid: `${item.source}-${item.id}${item.recurring ? `-${utcStamp(new Date(item.occurrence ?? item.start))}` : ''}@threshold`,
    stamp: item.changedAt,
    sequence: item.version,
    summary: `${deadline ? 'Deadline: ' : SOURCE_PREFIX[item.source]}${item.title}${about ? ` — ${about}` : ''}`,
    description: [about, item.notes].filter(Boolean).join('\n') || null,
    location: item.location,
    url,
    allDay: item.all_day,
    start: item.start,
    end: item.end,
    cancelled: item.cancelled,
    categories:
      item.source === 'event'
        ? (EVENT_KIND_LABELS[item.kind as EventKind] ?? null)
        : deadline
          ? 'Deadline'
          : null,
  };
}
