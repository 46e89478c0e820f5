import { format } from 'date-fns';
import type { CalendarItemDto } from '@threshold/domain/calendar/calendar-range.contract';
import { cn } from '@/lib/cn';
import { dayDate, itemsByDay, longDay } from '../lib/calendar-grid';
import { CalendarItemChip } from './calendar-item-chip';
import { useDayKeys } from './use-day-keys';
import { dropTarget, type MoveHandler } from './use-drop-target';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const SHOWN_PER_DAY = 3;

interface Props {
  days: string[];
  month: number;
  today: string;
  items: readonly CalendarItemDto[];
  focusedDay: string;
  onFocusDay: (day: string) => void;
  onPage: (step: -1 | 1) => void;
  onCreate: (day: string) => void;
  onOpen: (item: CalendarItemDto) => void;
  onShowDay: (day: string) => void;
  onMove: MoveHandler;
}

/** Six weeks of days; each day's number creates an event on it (Enter), arrows move between days. */
export function MonthView({
  days,
  month,
  today,
  items,
  focusedDay,
  onFocusDay,
  onPage,
  onCreate,
  onOpen,
  onShowDay,
  onMove,
}: Props) {
  const byDay = itemsByDay(items);
  const { container, onKeyDown } = useDayKeys(focusedDay, onFocusDay, onPage);
  const weeks = Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
  return (
    <div ref={container} onKeyDown={onKeyDown} className="overflow-x-auto">
      <table className="w-full min-w-[42rem] table-fixed border-collapse">
        <caption className="sr-only">
          Month view. Arrow keys move between days; Enter creates an event on the day.
        </caption>
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th key={d} scope="col" className="py-2 text-xs font-medium text-slate-600">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const list = byDay.get(day) ?? [];
                const outside = dayDate(day).getMonth() !== month;
                return (
                  <td
                    key={day}
                    className={cn('h-28 border border-slate-200 p-1 align-top', outside && 'bg-slate-50')}
                    {...dropTarget(items, onMove, day)}
                  >
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === focusedDay ? 0 : -1}
                      onFocus={() => onFocusDay(day)}
                      onClick={() => onCreate(day)}
                      aria-label={`${longDay(day)}${day === today ? ' (today)' : ''}: ${list.length} ${list.length === 1 ? 'entry' : 'entries'}. Create an event`}
                      className={cn(
                        'focus-ring mb-1 flex h-6 w-6 items-center justify-center rounded-full text-xs',
                        day === today
                          ? 'bg-brand-700 font-semibold text-white'
                          : outside
                            ? 'text-slate-500'
                            : 'text-slate-800',
                      )}
                    >
                      {format(dayDate(day), 'd')}
                    </button>
                    <ul className="space-y-0.5">
                      {list.slice(0, SHOWN_PER_DAY).map((item) => (
                        <li key={`${item.source}-${item.id}-${item.start}`}>
                          <CalendarItemChip item={item} onOpen={onOpen} />
                        </li>
                      ))}
                    </ul>
                    {list.length > SHOWN_PER_DAY ? (
                      <button
                        type="button"
                        onClick={() => onShowDay(day)}
                        className="focus-ring mt-0.5 text-xs font-medium text-brand-700 hover:underline"
                      >
                        {list.length - SHOWN_PER_DAY} more
                      </button>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
