import type { KeyDateDto } from '@threshold/domain/transactions/key-dates.contract';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDate } from '../../model/format';

const STATE: Record<KeyDateDto['state'], [string, BadgeTone]> = {
  overdue: ['Overdue', 'danger'],
  due_today: ['Due today', 'warning'],
  upcoming: ['Upcoming', 'info'],
  later: ['Later', 'muted'],
  done: ['Done', 'success'],
  unscheduled: ['No date yet', 'neutral'],
  // An event date (contract acceptance, listing) records when something happened: never overdue.
  event: ['Event', 'brand'],
};

const DOT: Record<KeyDateDto['state'], string> = {
  overdue: 'bg-red-600',
  due_today: 'bg-amber-500',
  upcoming: 'bg-sky-600',
  later: 'bg-slate-400',
  done: 'bg-emerald-600',
  unscheduled: 'bg-white border-2 border-slate-400',
  event: 'bg-brand-700',
};

export function KeyDateItem({
  date,
  canEdit,
  onEdit,
}: {
  date: KeyDateDto;
  canEdit: boolean;
  onEdit: () => void;
}) {
  const [label, tone] = STATE[date.state];
  return (
    <li className="relative">
      <span
        aria-hidden="true"
        className={cn('absolute top-1.5 -left-[1.72rem] h-3 w-3 rounded-full', DOT[date.state])}
      />
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-sm font-medium text-slate-900">
            {date.label}{' '}
            <span className="font-normal text-slate-700">
              — {date.date ? formatDate(date.date) : 'not set'}
            </span>
          </p>
          <p className="text-xs text-slate-600">{date.rule}</p>
        </div>
        <div className="flex items-center gap-2">
          <Badge tone={tone}>{label}</Badge>
          {canEdit ? (
            <Button size="sm" variant="secondary" onClick={onEdit}>
              Edit<span className="sr-only"> {date.label}</span>
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
