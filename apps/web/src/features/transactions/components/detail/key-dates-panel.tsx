import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import type { TransactionDetailDto } from '@threshold/domain/transactions/get-transaction.contract';
import type { KeyDateDto, KeyDatesChangeOutput } from '@threshold/domain/transactions/key-dates.contract';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useKeyDates } from '../../api/dates-api';
import { LoadError } from '@/components/ui/load-error';
import { KeyDateDialog } from './key-date-dialog';
import { KeyDateItem } from './key-date-item';
import { MovedDates } from './moved-dates';
import { TasksList } from './tasks-list';

type Applied = Extract<KeyDatesChangeOutput, { outcome: 'applied' }>;

/** Dates sorted by date (unscheduled last): a timeline. Undated ones wait for their anchor. */
function byDate(a: KeyDateDto, b: KeyDateDto): number {
  if (a.date && b.date) return a.date.localeCompare(b.date);
  return a.date ? -1 : b.date ? 1 : 0;
}

/** Key dates as a timeline; editing one shows what moved with it. */
export function KeyDatesPanel({ deal }: { deal: TransactionDetailDto }) {
  const dates = useKeyDates(deal.id);
  const [editing, setEditing] = useState<KeyDateDto | null>(null);
  const [moved, setMoved] = useState<Applied | null>(null);
  const canEdit = deal.access.can_edit && !deal.access.read_only;

  if (dates.isPending) return <Spinner label="Loading key dates" />;
  if (dates.isError)
    return <LoadError what="the key dates" error={dates.error} onRetry={() => void dates.refetch()} />;
  const items = [...dates.data.items].sort(byDate);
  return (
    <div className="space-y-6">
      {moved ? <MovedDates change={moved} onDismiss={() => setMoved(null)} /> : null}
      <section aria-labelledby="dates-title">
        <h2 id="dates-title" className="text-base font-semibold text-slate-900">
          Key dates
        </h2>
        {items.length === 0 ? (
          <div className="mt-3">
            <EmptyState icon={CalendarDays} title="No key dates">
              <p>Contract, contingency and closing dates appear here.</p>
            </EmptyState>
          </div>
        ) : (
          <ol className="relative mt-3 space-y-3 border-l-2 border-slate-200 pl-5">
            {items.map((d) => (
              <KeyDateItem key={d.key} date={d} canEdit={canEdit} onEdit={() => setEditing(d)} />
            ))}
          </ol>
        )}
      </section>
      <TasksList dealId={deal.id} canEdit={canEdit} />
      {editing ? (
        <KeyDateDialog
          dealId={deal.id}
          date={editing}
          allDates={items}
          onClose={() => setEditing(null)}
          onApplied={(change) => setMoved(change)}
        />
      ) : null}
    </div>
  );
}
