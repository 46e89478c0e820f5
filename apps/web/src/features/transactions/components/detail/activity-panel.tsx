import { History } from 'lucide-react';
import type { TimelineEntryDto } from '@threshold/domain/transactions/get-timeline.contract';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useTimeline } from '../../api/activity-api';
import { formatDateTime, personName, timeAgo } from '../../model/format';
import { LoadError } from '@/components/ui/load-error';

const show = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};
const field = (name: string) => name.replace(/_cents$/, '').replace(/_/g, ' ');

function Entry({ entry }: { entry: TimelineEntryDto }) {
  return (
    <li className="py-3">
      <p className="text-sm text-slate-900">
        <span className="font-medium">{personName(entry.actor, 'System')}</span> {entry.summary}
      </p>
      <p className="text-xs text-slate-600">
        <time dateTime={entry.at} title={formatDateTime(entry.at)}>
          {timeAgo(entry.at)}
        </time>
      </p>
      {entry.changes.length > 0 ? (
        <ul className="mt-1 space-y-0.5 text-xs text-slate-700">
          {entry.changes.map((c) => (
            <li key={c.field}>
              {field(c.field)}: {show(c.from)} → {show(c.to)}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** Who did what and when, newest first (from the audit log). */
export function ActivityPanel({ dealId }: { dealId: string }) {
  const timeline = useTimeline(dealId);
  if (timeline.isPending) return <Spinner label="Loading activity" />;
  if (timeline.isError && !timeline.data)
    return <LoadError what="the activity" error={timeline.error} onRetry={() => void timeline.refetch()} />;
  const entries = timeline.data.pages.flatMap((p) => p.items);
  return (
    <section aria-labelledby="activity-title">
      <h2 id="activity-title" className="text-base font-semibold text-slate-900">
        Activity
      </h2>
      {entries.length === 0 ? (
        <div className="mt-3">
          <EmptyState icon={History} title="No activity yet">
            <p>Every change to the deal is recorded here with who made it and when.</p>
          </EmptyState>
        </div>
      ) : (
        <ol className="mt-2 divide-y divide-slate-100">
          {entries.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      {timeline.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void timeline.fetchNextPage()}
          disabled={timeline.isFetchingNextPage}
        >
          {timeline.isFetchingNextPage ? 'Loading…' : 'Show older activity'}
        </Button>
      ) : null}
    </section>
  );
}
