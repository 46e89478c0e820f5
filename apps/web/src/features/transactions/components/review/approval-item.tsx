import { Link } from 'react-router';
import type { ApprovalDto } from '@threshold/domain/transactions/approvals.contract';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime, personName, timeAgo } from '../../model/format';

const STATUS: Record<ApprovalDto['status'], [string, BadgeTone]> = {
  pending: ['Pending', 'info'],
  approved: ['Approved', 'success'],
  rejected: ['Rejected', 'danger'],
  failed: ['Could not apply', 'warning'],
};

const KIND: Record<ApprovalDto['kind'], string> = {
  update: 'Deal details',
  transition: 'Status change',
  set_date: 'Key date',
  delete_date: 'Key date removal',
  add_participant: 'New person',
  update_participant: 'Person details',
  remove_participant: 'Person removal',
};

interface ApprovalItemProps {
  approval: ApprovalDto;
  canDecide: boolean;
  onApprove: () => void;
  onReject: () => void;
}

export function ApprovalItem({ approval, canDecide, onApprove, onReject }: ApprovalItemProps) {
  const [label, tone] = STATUS[approval.status];
  return (
    <li
      className="flex flex-wrap items-start justify-between gap-3 p-4"
      aria-labelledby={`approval-${approval.id}`}
    >
      <div className="min-w-0">
        <p id={`approval-${approval.id}`} className="font-medium text-slate-900">
          {approval.summary}
        </p>
        <p className="text-sm">
          <Link
            to={`/transactions/${approval.transaction_id}`}
            className="focus-ring text-brand-700 hover:underline"
          >
            {approval.transaction_title}
          </Link>
          <span className="text-slate-600"> · {KIND[approval.kind]}</span>
        </p>
        <p className="mt-1 text-xs text-slate-600">
          Requested by {personName(approval.requested_by)}{' '}
          <time dateTime={approval.requested_at} title={formatDateTime(approval.requested_at)}>
            {timeAgo(approval.requested_at)}
          </time>
          {approval.decided_at
            ? ` · decided by ${personName(approval.decided_by)} ${timeAgo(approval.decided_at)}`
            : ''}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <Badge tone={tone}>{label}</Badge>
          {approval.decision_note ? (
            <span className="text-sm text-slate-700">“{approval.decision_note}”</span>
          ) : null}
        </div>
        {approval.failure_reason ? (
          <p className="mt-1 text-sm text-amber-900">{approval.failure_reason}</p>
        ) : null}
      </div>
      {canDecide && approval.status === 'pending' ? (
        <div className="flex shrink-0 gap-2">
          <Button size="sm" onClick={onApprove}>
            Approve<span className="sr-only"> {approval.summary}</span>
          </Button>
          <Button size="sm" variant="secondary" onClick={onReject}>
            Reject<span className="sr-only"> {approval.summary}</span>
          </Button>
        </div>
      ) : null}
    </li>
  );
}
