import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  CALENDAR_SOURCE_LABELS,
  CALENDAR_SOURCES,
  type CalendarSource,
} from '@threshold/domain/calendar/calendar-range.contract';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import type { CalendarFilters } from '../api/calendar-api';
import { CALENDAR_VIEWS, type CalendarView } from '../lib/calendar-grid';
import { CalendarPeopleFilters } from './calendar-filters';

const VIEW_LABELS: Record<CalendarView, string> = {
  month: 'Month',
  week: 'Week',
  day: 'Day',
  agenda: 'Agenda',
};

interface Props {
  title: string;
  view: CalendarView;
  filters: CalendarFilters;
  onView: (view: CalendarView) => void;
  onStep: (step: -1 | 1) => void;
  onToday: () => void;
  onSources: (sources: CalendarSource[]) => void;
  onPerson: (id: string | null) => void;
  onTeam: (id: string | null) => void;
  onDeal: (id: string | null) => void;
}

/** Period navigation, the view switch and the filters (all kept in the URL by the page). */
export function CalendarToolbar({
  title,
  view,
  filters,
  onView,
  onStep,
  onToday,
  onSources,
  ...people
}: Props) {
  const sources = filters.sources;
  const shown = sources.length ? sources : CALENDAR_SOURCES;
  const toggle = (source: CalendarSource, on: boolean) => {
    const next = CALENDAR_SOURCES.filter((s) => (s === source ? on : shown.includes(s)));
    onSources(next.length === CALENDAR_SOURCES.length ? [] : next);
  };
  return (
    <div className="mb-4 space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" onClick={onToday}>
          Today
        </Button>
        <Button variant="ghost" size="icon" onClick={() => onStep(-1)} aria-label="Previous period">
          <ChevronLeft aria-hidden="true" className="h-5 w-5" />
        </Button>
        <Button variant="ghost" size="icon" onClick={() => onStep(1)} aria-label="Next period">
          <ChevronRight aria-hidden="true" className="h-5 w-5" />
        </Button>
        <h2 className="mr-auto text-lg font-semibold text-slate-900" aria-live="polite">
          {title}
        </h2>
        <div
          role="group"
          aria-label="View"
          className="inline-flex rounded-md border border-slate-300 bg-white p-0.5"
        >
          {CALENDAR_VIEWS.map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => onView(v)}
              className={cn(
                'focus-ring rounded px-3 py-1 text-sm',
                view === v ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {VIEW_LABELS[v]}
            </button>
          ))}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <CalendarPeopleFilters filters={filters} {...people} />
        <fieldset className="flex flex-wrap gap-4">
          <legend className="sr-only">Show</legend>
          {CALENDAR_SOURCES.map((s) => (
            <Checkbox
              key={s}
              label={CALENDAR_SOURCE_LABELS[s]}
              checked={shown.includes(s)}
              disabled={shown.length === 1 && shown.includes(s)}
              onChange={(e) => toggle(s, e.target.checked)}
            />
          ))}
        </fieldset>
      </div>
    </div>
  );
}
