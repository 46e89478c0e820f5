import type { CalendarItemDto } from '@threshold/domain/calendar/calendar-range.contract';
import { cn } from '@/lib/cn';
import { timeOf } from '../lib/calendar-grid';
import { canDrag, DRAG_TYPE } from '../lib/move-item';
import type { ResizeHandler } from './resize-handle';

const TONES: Record<CalendarItemDto['source'], string> = {
  event: 'border-brand-700 bg-brand-50 text-brand-900',
  open_house: 'border-sky-700 bg-sky-50 text-sky-900',
  offer_expiration: 'border-fuchsia-700 bg-fuchsia-50 text-fuchsia-900',
  key_date: 'border-amber-600 bg-amber-50 text-amber-900',
  deal_task: 'border-slate-500 bg-slate-50 text-slate-900',
  contact_task: 'border-emerald-700 bg-emerald-50 text-emerald-900',
  personal_task: 'border-violet-700 bg-violet-50 text-violet-900',
};

const STATE_LABEL: Record<NonNullable<CalendarItemDto['state']>, string> = {
  overdue: 'Overdue',
  due_today: 'Due today',
  upcoming: 'Upcoming',
  done: 'Done',
};

/** What a screen reader hears for an entry: time, title, its deadline state and what it belongs to. */
export function itemLabel(item: CalendarItemDto): string {
  const when = item.all_day ? 'All day' : timeOf(item.start);
  const state = item.state && item.state !== 'upcoming' ? `, ${STATE_LABEL[item.state]}` : '';
  const about = item.transaction?.title ?? item.contact?.name ?? item.listing?.title;
  return `${when}: ${item.title}${state}${about ? ` (${about})` : ''}`;
}

interface Props {
  item: CalendarItemDto;
  onOpen: (item: CalendarItemDto) => void;
  compact?: boolean;
  /** Own timed events in the time grid: Shift+ArrowDown/Up lengthens or shortens by a quarter hour. */
  onResize?: ResizeHandler | undefined;
}

export function CalendarItemChip({ item, onOpen, compact = false, onResize }: Props) {
  return (
    <button
      type="button"
      onClick={(e) => {
        e.stopPropagation();
        onOpen(item);
      }}
      onKeyDown={(e) => {
        if (!onResize || !e.shiftKey || (e.key !== 'ArrowDown' && e.key !== 'ArrowUp')) return;
        e.preventDefault();
        e.stopPropagation();
        onResize(item, e.key === 'ArrowDown' ? 1 : -1);
      }}
      aria-keyshortcuts={onResize ? 'Shift+ArrowDown Shift+ArrowUp' : undefined}
      aria-label={itemLabel(item)}
      data-source={item.source}
      draggable={canDrag(item)}
      onDragStart={(e) => {
        e.dataTransfer.setData(DRAG_TYPE, `${item.source}:${item.id}`);
        e.dataTransfer.effectAllowed = 'move';
      }}
      className={cn(
        'focus-ring block w-full truncate rounded border-l-4 px-1.5 py-0.5 text-left text-xs',
        canDrag(item) && 'cursor-grab',
        TONES[item.source],
        item.state === 'overdue' && 'border-red-700 bg-red-50 text-red-900',
        // Struck through in its own dark tone: fading it too failed AA contrast.
        item.state === 'done' && 'line-through',
      )}
    >
      {!item.all_day && !compact ? <span className="mr-1 font-medium">{timeOf(item.start)}</span> : null}
      {item.title}
      {item.state === 'overdue' ? <span className="ml-1 font-semibold">· Overdue</span> : null}
    </button>
  );
}
