import { format } from 'date-fns';
import type { CalendarItemDto } from '@threshold/domain/calendar/calendar-range.contract';
import { cn } from '@/lib/cn';
import { dayDate, itemsByDay, longDay } from '../lib/calendar-grid';
import { isOwnSingleEvent } from '../lib/move-item';
import { zonedDay, zonedTime } from '../lib/calendar-zone';
import { CalendarItemChip } from './calendar-item-chip';
import { ResizeHandle, type ResizeHandler } from './resize-handle';
import { useDayKeys } from './use-day-keys';
import { dropTarget, type MoveHandler } from './use-drop-target';

/** The hours the week shows as slots; earlier and later entries sit in the first and last row. */
const FIRST_HOUR = 7;
const LAST_HOUR = 21;
const HOURS = Array.from({ length: LAST_HOUR - FIRST_HOUR + 1 }, (_, i) => FIRST_HOUR + i);

const hourOf = (item: CalendarItemDto) =>
  Math.min(LAST_HOUR, Math.max(FIRST_HOUR, zonedTime(item.start).hour));

interface Props {
  days: string[];
  today: string;
  items: readonly CalendarItemDto[];
  focusedDay: string;
  onFocusDay: (day: string) => void;
  onPage: (step: -1 | 1) => void;
  onCreate: (day: string, hour?: number) => void;
  onOpen: (item: CalendarItemDto) => void;
  onMove: MoveHandler;
  onResize: ResizeHandler;
}

/**
 * The week (seven days) or one day by hour: every slot creates an event at that hour; all-day
 * entries lead each day; own timed events resize by their bottom edge or Shift+Arrow (15 minutes).
 */
export function TimeGridView({
  days,
  today,
  items,
  focusedDay,
  onFocusDay,
  onPage,
  onCreate,
  onOpen,
  onMove,
  onResize,
}: Props) {
  const byDay = itemsByDay(items);
  const single = days.length === 1;
  const { container, onKeyDown } = useDayKeys(focusedDay, onFocusDay, onPage);
  return (
    <div ref={container} onKeyDown={onKeyDown} className="overflow-x-auto">
      <table className={cn('w-full table-fixed border-collapse text-xs', !single && 'min-w-[48rem]')}>
        <caption className="sr-only">
          {single ? 'Day view' : 'Week view'}. Choose a slot to create an event at that time. Shift+Arrow Up
          or Down on your own event changes when it ends.
        </caption>
        <thead>
          <tr>
            <th scope="col" className="w-16">
              <span className="sr-only">Time</span>
            </th>
            {days.map((day) => (
              <th key={day} scope="col" className="py-2 font-medium text-slate-700">
                <button
                  type="button"
                  data-day={day}
                  tabIndex={day === focusedDay ? 0 : -1}
                  onFocus={() => onFocusDay(day)}
                  onClick={() => onCreate(day)}
                  aria-label={`${longDay(day)}${day === today ? ' (today)' : ''}. Create an all-day event`}
                  className={cn('focus-ring rounded px-2 py-1', day === today && 'bg-brand-700 text-white')}
                >
                  {format(dayDate(day), single ? 'EEEE d MMMM' : 'EEE d')}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" className="border border-slate-200 px-1 text-right font-normal text-slate-600">
              All day
            </th>
            {days.map((day) => (
              <td
                key={day}
                className="border border-slate-200 p-1 align-top"
                {...dropTarget(items, onMove, day)}
              >
                <ul className="space-y-0.5">
                  {(byDay.get(day) ?? [])
                    .filter((i) => i.all_day)
                    .map((item) => (
                      <li key={`${item.source}-${item.id}-${item.start}`}>
                        <CalendarItemChip item={item} onOpen={onOpen} />
                      </li>
                    ))}
                </ul>
              </td>
            ))}
          </tr>
          {HOURS.map((hour) => (
            <tr key={hour}>
              <th
                scope="row"
                className="border border-slate-200 px-1 text-right align-top font-normal text-slate-600"
              >
                {`${String(hour).padStart(2, '0')}:00`}
              </th>
              {days.map((day) => {
                const here = (byDay.get(day) ?? []).filter(
                  (i) => !i.all_day && hourOf(i) === hour && zonedDay(i.start) === day,
                );
                return (
                  <td
                    key={day}
                    className="relative h-12 border border-slate-200 p-0.5 align-top"
                    {...dropTarget(items, onMove, day, hour)}
                  >
                    <button
                      type="button"
                      tabIndex={-1}
                      onClick={() => onCreate(day, hour)}
                      aria-label={`Create an event on ${longDay(day)} at ${String(hour).padStart(2, '0')}:00`}
                      className="absolute inset-0 hover:bg-brand-50 focus:bg-brand-50"
                    />
                    <ul className="relative space-y-0.5">
                      {here.map((item) => (
                        <li key={`${item.source}-${item.id}-${item.start}`}>
                          <CalendarItemChip
                            item={item}
                            onOpen={onOpen}
                            onResize={isOwnSingleEvent(item) ? onResize : undefined}
                          />
                          {isOwnSingleEvent(item) ? <ResizeHandle item={item} onResize={onResize} /> : null}
                        </li>
                      ))}
                    </ul>
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
