import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { CalendarDays, ListChecks, Plus, Rss } from 'lucide-react';
import type { CalendarItemDto } from '@threshold/domain/calendar/calendar-range.contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCalendarRange, useCreateEvent } from '../api/calendar-api';
import { useCalendarZone } from '../api/calendar-settings-api';
import { zonedToday } from '../lib/calendar-zone';
import { AgendaView } from '../components/agenda-view';
import { CalendarToolbar } from '../components/calendar-toolbar';
import { EventFormDialog } from '../components/event-form-dialog';
import { FeedDialog } from '../components/feed-panel';
import { ItemDetailsDialog } from '../components/item-details-dialog';
import { MonthView } from '../components/month-view';
import { MovedDatesDialog } from '../components/moved-dates-dialog';
import { TimeGridView } from '../components/time-grid-view';
import { dayDate, stepAnchor, viewTitle, visibleDays } from '../lib/calendar-grid';
import { newEventValues, type EventFormValues } from '../lib/event-form';
import { useCalendarMoves } from '../lib/use-calendar-moves';
import { useCalendarState } from '../lib/use-calendar-state';
import { LoadError } from '@/components/ui/load-error';

export function CalendarPage() {
  useDocumentTitle('Calendar');
  const zone = useCalendarZone();
  const state = useCalendarState();
  const days = visibleDays(state.view, state.anchor);
  const range = useCalendarRange(days[0]!, days.at(-1)!, state.filters, zone);
  const create = useCreateEvent();
  const moves = useCalendarMoves();
  const [creating, setCreating] = useState<EventFormValues | null>(null);
  const [open, setOpen] = useState<CalendarItemDto | null>(null);
  const [feed, setFeed] = useState(false);
  const today = range.data?.today ?? zonedToday();
  const [focused, setFocused] = useState(state.anchor);
  const focusedDay = days.includes(focused) ? focused : days.includes(state.anchor) ? state.anchor : days[0]!;
  const items = range.data?.items ?? [];

  const dayProps = {
    days,
    today,
    items,
    focusedDay,
    onFocusDay: (day: string) => {
      setFocused(day);
      if (!days.includes(day)) state.setAnchor(day);
    },
    onPage: (step: -1 | 1) => state.setAnchor(stepAnchor(state.view, state.anchor, step)),
    onOpen: setOpen,
    onMove: moves.onMove,
  };

  return (
    <div>
      <PageHeader
        title="Calendar"
        description="Showings, inspections, closings and your deals’ deadlines in one place."
        actions={
          <>
            <Button variant="secondary" asChild>
              <Link to="/tasks">
                <ListChecks aria-hidden="true" className="mr-1 h-4 w-4" />
                Tasks
              </Link>
            </Button>
            <Button variant="secondary" onClick={() => setFeed(true)}>
              <Rss aria-hidden="true" className="mr-1 h-4 w-4" />
              Subscribe
            </Button>
            <Button onClick={() => setCreating(newEventValues(focusedDay, 9))}>
              <Plus aria-hidden="true" className="mr-1 h-4 w-4" />
              New event
            </Button>
          </>
        }
      />
      <CalendarToolbar
        title={viewTitle(state.view, state.anchor)}
        view={state.view}
        filters={state.filters}
        onView={state.setView}
        onStep={(step) => state.setAnchor(stepAnchor(state.view, state.anchor, step))}
        onToday={() => state.setAnchor(zonedToday())}
        onSources={state.setSources}
        onPerson={state.setPerson}
        onTeam={state.setTeam}
        onDeal={state.setDeal}
      />
      {range.isError ? (
        <LoadError what="the calendar" error={range.error} onRetry={() => void range.refetch()} />
      ) : range.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading the calendar" />
        </div>
      ) : (
        <div aria-busy={range.isFetching}>
          {range.data?.truncated ? (
            <Alert tone="warning" className="mb-3">
              There are more entries in this period than the calendar shows at once. Choose a person or fewer
              sources to see them all.
            </Alert>
          ) : null}
          {items.length === 0 && state.view !== 'agenda' ? (
            <p className="mb-3 flex items-center gap-2 text-sm text-slate-600">
              <CalendarDays aria-hidden="true" className="h-4 w-4" />
              Nothing scheduled in this period. Choose a day or a time to add an event.
            </p>
          ) : null}
          {state.view === 'month' ? (
            <MonthView
              {...dayProps}
              month={dayDate(state.anchor).getMonth()}
              onCreate={(day) => setCreating(newEventValues(day))}
              onShowDay={(day) => state.show(day, 'agenda')}
            />
          ) : state.view === 'week' || state.view === 'day' ? (
            <TimeGridView
              {...dayProps}
              onResize={moves.onResize}
              onCreate={(day, hour) => setCreating(newEventValues(day, hour))}
            />
          ) : (
            <AgendaView days={days} today={today} items={items} onOpen={setOpen} />
          )}
        </div>
      )}
      {creating ? (
        <EventFormDialog
          title="New event"
          initial={creating}
          submitLabel="Create event"
          busy={create.isPending}
          onClose={() => setCreating(null)}
          onSubmit={async (input) => {
            await create.mutateAsync({ ...input, attendees: { user_ids: [], contact_ids: [] } });
            toast.success('Event created');
            setCreating(null);
          }}
        />
      ) : null}
      {open ? <ItemDetailsDialog item={open} onClose={() => setOpen(null)} /> : null}
      {feed ? <FeedDialog onClose={() => setFeed(false)} /> : null}
      {moves.moved ? (
        <MovedDatesDialog deal={moves.moved.deal} result={moves.moved.result} onClose={moves.closeMoved} />
      ) : null}
    </div>
  );
}
