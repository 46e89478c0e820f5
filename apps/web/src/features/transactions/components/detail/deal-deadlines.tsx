import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useDealDeadlines } from '../../api/dates-api';
import { daysLeftLabel, formatShortDate } from '../../model/format';
import { LoadError } from '@/components/ui/load-error';

const TONE = { overdue: 'danger', due_today: 'warning', upcoming: 'info' } as const;

/** This deal's overdue and upcoming (14 days) key dates and tasks. */
export function DealDeadlines({ dealId, onOpenDates }: { dealId: string; onOpenDates: () => void }) {
  const deadlines = useDealDeadlines(dealId);
  return (
    <Card aria-labelledby="deal-deadlines-title">
      <CardTitle id="deal-deadlines-title">Upcoming deadlines</CardTitle>
      {deadlines.isPending ? <Spinner label="Loading deadlines" className="p-3" /> : null}
      {deadlines.isError ? (
        <LoadError what="deadlines" error={deadlines.error} onRetry={() => void deadlines.refetch()} />
      ) : null}
      {deadlines.data?.items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Nothing overdue and nothing due in the next 14 days.</p>
      ) : null}
      <ul className="mt-2 divide-y divide-slate-100">
        {deadlines.data?.items.map((d) => (
          <li key={`${d.source}-${d.id}`} className="flex items-center justify-between gap-3 py-1.5 text-sm">
            <span className="min-w-0 truncate">
              {d.title}
              {d.source === 'task' ? <span className="text-slate-600"> (task)</span> : null}
            </span>
            <span className="flex shrink-0 items-center gap-2">
              <span className="text-xs text-slate-700">{formatShortDate(d.date)}</span>
              <Badge tone={TONE[d.state]}>{daysLeftLabel(d.days_left)}</Badge>
            </span>
          </li>
        ))}
      </ul>
      <Button variant="link" className="mt-2" onClick={onOpenDates}>
        See all key dates
      </Button>
    </Card>
  );
}
