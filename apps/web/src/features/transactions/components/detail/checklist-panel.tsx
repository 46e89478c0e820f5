import { ListChecks, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TransactionDetailDto } from '@threshold/domain/transactions/get-transaction.contract';
import type { ChecklistItemDto } from '@threshold/domain/transactions/list-checklist.contract';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useChecklist } from '../../api/checklist-api';
import type { ChecklistAction } from '../../model/checklist-actions';
import { canEditDeal } from '../../model/deal-permissions';
import { LoadError } from '@/components/ui/load-error';
import { ReviewActionDialog } from '../common/review-action-dialog';
import { ChecklistItem } from './checklist-item';
import { ChecklistItemDialog } from './checklist-item-dialog';
import { ChecklistRemoveDialog } from './checklist-remove-dialog';

type Editing = { item: ChecklistItemDto | null } | null;

/** The deal's checklist in order, with the review actions the viewer may take; editors add, edit, remove. */
export function ChecklistPanel({ deal }: { deal: TransactionDetailDto }) {
  const checklist = useChecklist(deal.id);
  const [acting, setActing] = useState<{ item: ChecklistItemDto; action: ChecklistAction } | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<ChecklistItemDto | null>(null);
  const canEdit = canEditDeal(deal);
  const mayRelax = deal.access.can_relax_checklist;
  if (checklist.isPending) return <Spinner label="Loading the checklist" />;
  if (checklist.isError)
    return (
      <LoadError what="the checklist" error={checklist.error} onRetry={() => void checklist.refetch()} />
    );
  const items = checklist.data.items;
  const { checklist: progress } = deal;
  const addButton = canEdit ? (
    <Button onClick={() => setEditing({ item: null })}>
      <Plus aria-hidden="true" className="h-4 w-4" />
      Add item
    </Button>
  ) : null;
  return (
    <section aria-labelledby="checklist-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="checklist-title" className="text-base font-semibold text-slate-900">
          Checklist
        </h2>
        {items.length > 0 ? addButton : null}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {progress.required_approved} of {progress.required} required items approved. Closing needs every
        required item approved.
        {deal.access.can_review_checklist && progress.submitted > 0 ? (
          <>
            {' '}
            <Link
              to={`/transactions/review-queue?transaction_id=${deal.id}`}
              className="font-medium text-brand-700 underline"
            >
              Review this deal's {progress.submitted} submitted item{progress.submitted === 1 ? '' : 's'} in
              the queue
            </Link>
          </>
        ) : null}
      </p>
      {items.length === 0 ? (
        <div className="mt-3">
          <EmptyState icon={ListChecks} title="No checklist items" action={addButton}>
            <p>This deal's type and side have no checklist in your brokerage's templates.</p>
          </EmptyState>
        </div>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {items.map((item) => (
            <ChecklistItem
              key={item.id}
              item={item}
              access={deal.access}
              onAction={(action) => setActing({ item, action })}
              onEdit={canEdit ? () => setEditing({ item }) : undefined}
              onRemove={canEdit && (mayRelax || !item.required) ? () => setRemoving(item) : undefined}
            />
          ))}
        </ul>
      )}
      {acting ? (
        <ReviewActionDialog
          transactionId={deal.id}
          item={acting.item}
          action={acting.action}
          onClose={() => setActing(null)}
        />
      ) : null}
      {editing ? (
        <ChecklistItemDialog
          dealId={deal.id}
          item={editing.item}
          mayRelax={mayRelax}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {removing ? (
        <ChecklistRemoveDialog dealId={deal.id} item={removing} onClose={() => setRemoving(null)} />
      ) : null}
    </section>
  );
}
