import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { EVENT_KIND_LABELS, type EventKind } from '@threshold/domain/calendar/calendar-event.contract';
import {
  CALENDAR_SOURCE_LABELS,
  isStoredEvent,
  type CalendarItemDto,
} from '@threshold/domain/calendar/calendar-range.contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { config } from '@/lib/env';
import { useCancelEvent, useEvent, useUpdateEvent } from '../api/calendar-api';
import { useCancelOccurrence, useChangeOccurrence } from '../api/occurrences-api';
import { longDay, timeOf } from '../lib/calendar-grid';
import { zonedDay } from '../lib/calendar-zone';
import { eventValues } from '../lib/event-form';
import { EventFormDialog } from './event-form-dialog';

function whenOf(item: CalendarItemDto): string {
  if (item.all_day)
    return item.end !== item.start
      ? `${longDay(item.start)} – ${longDay(item.end)}`
      : `${longDay(item.start)}, all day`;
  const until = item.end !== item.start ? `–${timeOf(item.end)}` : '';
  return `${longDay(zonedDay(item.start))}, ${timeOf(item.start)}${until}`;
}

/** An entry's details; the organizer of an event may change or cancel it here. */
export function ItemDetailsDialog({ item, onClose }: { item: CalendarItemDto; onClose: () => void }) {
  const isEvent = isStoredEvent(item.source);
  const event = useEvent(isEvent ? item.id : null);
  const update = useUpdateEvent();
  const changeOccurrence = useChangeOccurrence();
  const cancel = useCancelEvent();
  const cancelOccurrence = useCancelOccurrence();
  const [mode, setMode] = useState<'view' | 'edit' | 'cancel'>('view');

  if (mode === 'edit' && event.data) {
    const current = event.data;
    return (
      <EventFormDialog
        title="Edit event"
        initial={eventValues(current)}
        occurrence={
          item.occurrence
            ? eventValues({ ...current, title: item.title, start: item.start, end: item.end })
            : undefined
        }
        submitLabel="Save"
        busy={update.isPending || changeOccurrence.isPending}
        onClose={() => setMode('view')}
        onSubmit={async (input, scope) => {
          if (scope === 'this' && item.occurrence) {
            const { title, start, end } = input;
            await changeOccurrence.mutateAsync({
              id: current.id,
              occurrence: item.occurrence,
              version: current.version,
              input: { title, start, end },
            });
          } else await update.mutateAsync({ id: current.id, version: current.version, input });
          toast.success('Event saved');
          onClose();
        }}
      />
    );
  }
  if (mode === 'cancel' && event.data && item.occurrence) {
    const current = event.data;
    const occurrence = item.occurrence;
    const done = (message: string) => ({
      onSuccess: () => {
        toast.success(message);
        onClose();
      },
      onError: (error: unknown) => toast.error(errorMessage(error)),
    });
    const busy = cancel.isPending || cancelOccurrence.isPending;
    // A repeating event: this occurrence only (the others stay), or the whole series.
    return (
      <Dialog open onOpenChange={(open) => (open ? undefined : setMode('view'))}>
        <DialogContent
          title="Cancel a repeating event"
          description={`“${item.title}” on ${whenOf(item)} is one of a series. Subscribed calendars show what you cancel as cancelled.`}
          className="max-w-md"
        >
          <div className="flex flex-col gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" disabled={busy} onClick={() => setMode('view')}>
              Keep it
            </Button>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() =>
                cancel.mutate(
                  { id: current.id, version: current.version },
                  done('The whole series is cancelled'),
                )
              }
            >
              The whole series
            </Button>
            <Button
              disabled={busy}
              onClick={() =>
                cancelOccurrence.mutate(
                  { id: current.id, occurrence, version: current.version },
                  done('This occurrence is cancelled'),
                )
              }
            >
              {cancelOccurrence.isPending ? 'Cancelling…' : 'This occurrence'}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    );
  }
  if (mode === 'cancel' && event.data) {
    const current = event.data;
    return (
      <ConfirmDialog
        title="Cancel this event?"
        description={`“${current.title}” leaves the calendar; subscribed calendars show it as cancelled.`}
        confirmLabel="Cancel event"
        busyLabel="Cancelling…"
        busy={cancel.isPending}
        onClose={() => setMode('view')}
        onConfirm={() =>
          cancel.mutate(
            { id: current.id, version: current.version },
            {
              onSuccess: () => {
                toast.success('Event cancelled');
                onClose();
              },
              onError: (error) => toast.error(errorMessage(error)),
            },
          )
        }
      />
    );
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={item.title} description={whenOf(item)} className="max-w-md">
        <div className="space-y-3 text-sm">
          <div className="flex flex-wrap gap-1">
            <Badge tone="neutral">{CALENDAR_SOURCE_LABELS[item.source]}</Badge>
            {isEvent && item.kind ? (
              <Badge tone="brand">{EVENT_KIND_LABELS[item.kind as EventKind]}</Badge>
            ) : null}
            {item.state === 'overdue' ? <Badge tone="danger">Overdue</Badge> : null}
            {item.state === 'due_today' ? <Badge tone="warning">Due today</Badge> : null}
            {item.state === 'done' ? <Badge tone="success">Done</Badge> : null}
          </div>
          {item.location ? <p>{item.location}</p> : null}
          {isEvent && event.isPending ? <Spinner label="Loading the event" /> : null}
          {event.data?.notes ? (
            <p className="whitespace-pre-wrap text-slate-700">{event.data.notes}</p>
          ) : null}
          {event.data && event.data.attendees.users.length + event.data.attendees.contacts.length > 0 ? (
            <p className="text-slate-700">
              With{' '}
              {[
                ...event.data.attendees.users.map((u) => `${u.first_name ?? ''} ${u.last_name ?? ''}`.trim()),
                ...event.data.attendees.contacts.map((c) => c.name),
              ].join(', ')}
            </p>
          ) : null}
          {item.transaction ? (
            <p>
              Deal:{' '}
              <Link className="text-brand-700 underline" to={`/transactions/${item.transaction.id}`}>
                {item.transaction.title}
              </Link>
            </p>
          ) : null}
          {item.listing ? (
            <p>
              Listing:{' '}
              <Link
                className="text-brand-700 underline"
                to={`/real-estate/listings/${item.listing.id}${item.source === 'offer_expiration' ? '#offers-heading' : ''}`}
              >
                {item.listing.title}
              </Link>
            </p>
          ) : null}
          {item.contact ? (
            <p>
              Contact:{' '}
              <Link className="text-brand-700 underline" to={`/contacts/${item.contact.id}`}>
                {item.contact.name}
              </Link>
            </p>
          ) : null}
          {isEvent ? (
            <p>
              <a
                className="text-brand-700 underline"
                href={`${config.apiUrl}/api/calendar/events/${item.id}/ics`}
                download
              >
                Download .ics
              </a>
            </p>
          ) : null}
          {event.data?.editable ? (
            <div className="flex justify-end gap-2 pt-2">
              <Button variant="secondary" onClick={() => setMode('cancel')}>
                Cancel event
              </Button>
              <Button onClick={() => setMode('edit')}>Edit</Button>
            </div>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
