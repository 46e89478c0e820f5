import type { TransactionDetailDto } from '@threshold/domain/transactions/get-transaction.contract';
import type { ChecklistItemDto } from '@threshold/domain/transactions/list-checklist.contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CHECKLIST_STATUS_LABELS, CHECKLIST_STATUS_TONES } from '../../model/checklist-labels';
import { formatDate, formatDateTime, personName } from '../../model/format';
import { checklistActions, type ChecklistAction } from '../../model/checklist-actions';

interface ChecklistItemProps {
  item: ChecklistItemDto;
  access: TransactionDetailDto['access'];
  onAction: (action: ChecklistAction) => void;
  /** Given to those who may edit the item / remove it. */
  onEdit?: (() => void) | undefined;
  onRemove?: (() => void) | undefined;
}

const LABELS: Record<ChecklistAction, string> = {
  submit: 'Submit',
  resubmit: 'Resubmit',
  approve: 'Approve',
  return: 'Return',
  reopen: 'Reopen',
};

export function ChecklistItem({ item, access, onAction, onEdit, onRemove }: ChecklistItemProps) {
  const actions = checklistActions(item, access);
  return (
    <li className="p-4" aria-labelledby={`item-${item.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p id={`item-${item.id}`} className="font-medium text-slate-900">
            {item.title}
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-1.5">
            <Badge tone={CHECKLIST_STATUS_TONES[item.status]}>{CHECKLIST_STATUS_LABELS[item.status]}</Badge>
            {item.required ? <Badge tone="muted">Required</Badge> : <Badge tone="muted">Optional</Badge>}
            {item.requires_document ? <Badge tone="muted">Document</Badge> : null}
            {item.submission_count > 1 ? (
              <Badge tone="muted">Submitted {item.submission_count}×</Badge>
            ) : null}
            {item.due_date ? (
              <span className="text-xs text-slate-600">Due {formatDate(item.due_date)}</span>
            ) : null}
          </div>
          {item.description ? <p className="mt-1 text-sm text-slate-600">{item.description}</p> : null}
          {item.document_name ? (
            <p className="mt-1 text-sm text-slate-700">Document: {item.document_name}</p>
          ) : null}
          {item.submitted_at ? (
            <p className="mt-1 text-xs text-slate-600">
              Submitted by {personName(item.submitted_by)} on {formatDateTime(item.submitted_at)}
              {item.reviewed_at
                ? ` · reviewed by ${personName(item.reviewed_by)} on ${formatDateTime(item.reviewed_at)}`
                : ''}
            </p>
          ) : null}
          {item.note ? (
            <p
              className={`mt-2 rounded-md p-2 text-sm ${item.status === 'returned' ? 'bg-amber-50 text-amber-950' : 'bg-slate-50 text-slate-800'}`}
            >
              <span className="font-medium">{item.status === 'returned' ? 'Reviewer: ' : 'Note: '}</span>
              {item.note}
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2 empty:hidden">
          {actions.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'approve' || action.endsWith('submit') ? 'primary' : 'secondary'}
              onClick={() => onAction(action)}
            >
              {LABELS[action]}
              <span className="sr-only"> {item.title}</span>
            </Button>
          ))}
          {onEdit ? (
            <Button size="sm" variant="secondary" onClick={onEdit}>
              Edit<span className="sr-only"> {item.title}</span>
            </Button>
          ) : null}
          {onRemove ? (
            <Button size="sm" variant="ghost" onClick={onRemove}>
              Remove<span className="sr-only"> {item.title}</span>
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
