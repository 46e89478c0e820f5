import type { CalendarItemDto } from '@threshold/domain/calendar/calendar-range.contract';
import { Badge } from '@/components/ui/badge';
import { itemsByDay, longDay, timeOf } from '../lib/calendar-grid';
import { CALENDAR_SOURCE_LABELS } from '@threshold/domain/calendar/calendar-range.contract';

interface Props {
  days: string[];
  today: string;
  items: readonly CalendarItemDto[];
  onOpen: (item: CalendarItemDto) => void;
}

/** Day by day, only the days that have entries: the phone's default view. */
export function AgendaView({ days, today, items, onOpen }: Props) {
  const byDay = itemsByDay(items);
  const busy = days.filter((d) => (byDay.get(d) ?? []).length > 0);
  if (busy.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600">
        Nothing scheduled in these 30 days.
      </p>
    );
  return (
    <div className="space-y-5">
      {busy.map((day) => (
        <section key={day} aria-labelledby={`agenda-${day}`}>
          <h2 id={`agenda-${day}`} className="mb-2 text-sm font-semibold text-slate-800">
            {longDay(day)}
            {day === today ? <span className="ml-2 text-brand-700">Today</span> : null}
          </h2>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {byDay.get(day)!.map((item) => (
              <li key={`${item.source}-${item.id}-${item.start}`}>
                <button
                  type="button"
                  onClick={() => onOpen(item)}
                  className="focus-ring flex w-full items-start gap-3 px-3 py-2 text-left hover:bg-slate-50"
                >
                  <span className="w-14 shrink-0 text-xs text-slate-600">
                    {item.all_day ? 'All day' : timeOf(item.start)}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span
                      className={
                        item.state === 'done'
                          ? 'block text-sm line-through'
                          : 'block text-sm font-medium text-slate-900'
                      }
                    >
                      {item.title}
                    </span>
                    {item.transaction || item.contact ? (
                      <span className="block truncate text-xs text-slate-600">
                        {item.transaction?.title ?? item.contact?.name}
                      </span>
                    ) : null}
                  </span>
                  <span className="flex shrink-0 gap-1">
                    {item.state === 'overdue' ? <Badge tone="danger">Overdue</Badge> : null}
                    {item.state === 'due_today' ? <Badge tone="warning">Due today</Badge> : null}
                    <Badge tone="neutral">{CALENDAR_SOURCE_LABELS[item.source]}</Badge>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
