import type { DocumentApprovalDto } from '@threshold/domain/documents/document-approval.contract';
import { format } from 'date-fns';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useMe } from '@/lib/auth/auth-context';
import { useApprovalWrites, useDocumentApprovals } from '../api/document-approvals-api';
import { APPROVAL_STATE_BADGES, REQUEST_STATUS_BADGES } from '../lib/approval-format';
import { DecideApprovalDialog } from './decide-approval-dialog';
import { RequestApprovalDialog } from './request-approval-dialog';

const when = (iso: string) => format(new Date(iso), 'MMM d, yyyy h:mm a');

type Deciding = { approvalId: string; decision: 'approve' | 'return' } | null;

/** The document's approval (ADR 0165): requests with decisions and comments; ask, decide or cancel. */
export function ApprovalPanel({ documentId }: { documentId: string }) {
  const me = useMe();
  const approvals = useDocumentApprovals(documentId);
  const { cancel } = useApprovalWrites(documentId);
  const [requesting, setRequesting] = useState(false);
  const [deciding, setDeciding] = useState<Deciding>(null);
  const state =
    approvals.data && approvals.data.state !== 'none' ? APPROVAL_STATE_BADGES[approvals.data.state] : null;

  return (
    <section aria-labelledby="approval-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id="approval-heading" className="font-semibold text-slate-900">
          Approval
          {state ? (
            <Badge className="ml-2" tone={state.tone}>
              {state.label}
            </Badge>
          ) : null}
        </h2>
        {approvals.data?.can_request ? (
          <Button size="sm" variant="secondary" onClick={() => setRequesting(true)}>
            Request approval
          </Button>
        ) : null}
      </div>
      {approvals.isPending ? <Spinner label="Loading approvals" /> : null}
      {approvals.isError ? <p className="text-sm text-red-700">{errorMessage(approvals.error)}</p> : null}
      {cancel.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(cancel.error)}
        </p>
      ) : null}
      {approvals.isSuccess && approvals.data.items.length === 0 ? (
        <p className="text-sm text-slate-600">Not sent for approval.</p>
      ) : null}
      <ol className="space-y-3 text-sm" aria-label="Approval requests">
        {(approvals.data?.items ?? []).map((item) => (
          <ApprovalRequest
            key={item.id}
            item={item}
            mayDecide={item.status === 'pending' && item.approver.id === me.user.id}
            mayCancel={item.status === 'pending' && item.requested_by.id === me.user.id}
            cancelling={cancel.isPending}
            onDecide={(decision) => setDeciding({ approvalId: item.id, decision })}
            onCancel={() => cancel.mutate(item.id)}
          />
        ))}
      </ol>
      {requesting ? (
        <RequestApprovalDialog documentId={documentId} onClose={() => setRequesting(false)} />
      ) : null}
      {deciding ? (
        <DecideApprovalDialog documentId={documentId} {...deciding} onClose={() => setDeciding(null)} />
      ) : null}
    </section>
  );
}

function ApprovalRequest({
  item,
  mayDecide,
  mayCancel,
  cancelling,
  onDecide,
  onCancel,
}: {
  item: DocumentApprovalDto;
  mayDecide: boolean;
  mayCancel: boolean;
  cancelling: boolean;
  onDecide: (decision: 'approve' | 'return') => void;
  onCancel: () => void;
}) {
  const status = REQUEST_STATUS_BADGES[item.status];
  return (
    <li className="space-y-1" aria-label={`${item.approver.name}: ${status.label}`}>
      <p>
        <span className="font-medium text-slate-900">{item.approver.name}</span>
        <Badge className="ml-2" tone={status.tone}>
          {status.label}
        </Badge>
        <span className="ml-2 text-slate-600">v{item.document_version}</span>
      </p>
      <p className="text-xs text-slate-600">
        Asked by {item.requested_by.name} · {when(item.created_at)}
        {item.decided_at
          ? ` · ${item.cancel_reason === 'new_version' ? 'cancelled by a new version' : 'decided'} ${when(item.decided_at)}`
          : ''}
      </p>
      {item.message ? (
        <p className="rounded bg-slate-50 p-2 text-slate-800">Message: {item.message}</p>
      ) : null}
      {item.comment ? (
        <p className="rounded bg-slate-50 p-2 text-slate-800">Comment: {item.comment}</p>
      ) : null}
      {mayDecide ? (
        <div className="flex gap-2">
          <Button size="sm" onClick={() => onDecide('approve')}>
            Approve
          </Button>
          <Button size="sm" variant="secondary" onClick={() => onDecide('return')}>
            Return
          </Button>
        </div>
      ) : null}
      {mayCancel ? (
        <Button size="sm" variant="secondary" disabled={cancelling} onClick={onCancel}>
          Cancel request<span className="sr-only"> to {item.approver.name}</span>
        </Button>
      ) : null}
    </li>
  );
}
