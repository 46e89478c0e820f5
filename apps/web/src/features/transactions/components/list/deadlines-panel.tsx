import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { DeadlineDto } from '@threshold/domain/transactions/deadlines.contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { useDeadlines } from '../../api/queues-api';
import { daysLeftLabel, formatShortDate } from '../../model/format';
import { LoadError } from '@/components/ui/load-error';

const TONE = { overdue: 'danger', due_today: 'warning', upcoming: 'info' } as const;
const WINDOW_DAYS = 14;

function DeadlineItem({ deadline }: { deadline: DeadlineDto }) {
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-slate-900">{deadline.title}</p>
        <Link
          to={`/transactions/${deadline.transaction.id}`}
          className="focus-ring truncate text-xs text-brand-700 hover:underline"
        >
          {deadline.transaction.title}
        </Link>
      </div>
      <div className="shrink-0 text-right">
        <p className="text-xs text-slate-700">{formatShortDate(deadline.date)}</p>
        <Badge tone={TONE[deadline.state]}>{daysLeftLabel(deadline.days_left)}</Badge>
      </div>
    </li>
  );
}

/** Overdue and upcoming deadlines (next 14 days) across the user's deals. */
export function DeadlinesPanel() {
  const [mine, setMine] = useState(false);
  const deadlines = useDeadlines(mine, WINDOW_DAYS);
  const items = deadlines.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card aria-labelledby="deadlines-title" className="p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle id="deadlines-title" className="flex items-center gap-2">
          <CalendarClock aria-hidden="true" className="h-5 w-5 text-slate-600" />
          Deadlines
        </CardTitle>
        <div className="flex items-center gap-2">
          <Switch id="deadlines-mine" checked={mine} onCheckedChange={setMine} />
          <Label htmlFor="deadlines-mine" className="text-xs">
            Only deals I own
          </Label>
        </div>
      </div>
      <p className="mt-1 text-xs text-slate-600">
        Overdue, and due in the next {WINDOW_DAYS} days, on open deals.
      </p>
      {deadlines.isPending ? <Spinner label="Loading deadlines" className="p-3" /> : null}
      {deadlines.isError && !deadlines.data ? (
        <LoadError what="deadlines" error={deadlines.error} onRetry={() => void deadlines.refetch()} />
      ) : null}
      {deadlines.data && items.length === 0 ? (
        <p className="py-3 text-sm text-slate-600">
          Nothing due in the next {WINDOW_DAYS} days. Nothing overdue.
        </p>
      ) : null}
      <ul className="max-h-72 divide-y divide-slate-100 overflow-y-auto">
        {items.map((deadline) => (
          <DeadlineItem key={`${deadline.source}-${deadline.id}`} deadline={deadline} />
        ))}
      </ul>
      {deadlines.hasNextPage ? (
        <Button
          variant="ghost"
          size="sm"
          className="mt-1"
          onClick={() => void deadlines.fetchNextPage()}
          disabled={deadlines.isFetchingNextPage}
        >
          {deadlines.isFetchingNextPage ? 'Loading…' : 'Show more deadlines'}
        </Button>
      ) : null}
    </Card>
  );
}
