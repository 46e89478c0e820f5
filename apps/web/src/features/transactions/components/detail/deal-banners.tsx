import { Link } from 'react-router';
import type { TransactionDetailDto } from '@threshold/domain/transactions/get-transaction.contract';
import { Alert } from '@/components/ui/alert';

/** What the viewer should know before acting: read-only view, supervised edits, changes waiting. */
export function DealBanners({ deal }: { deal: TransactionDetailDto }) {
  const { access } = deal;
  return (
    <div className="mt-4 space-y-2 empty:hidden">
      {access.read_only ? (
        <Alert tone="info" title="Read-only">
          You can follow this deal here; your agent makes the changes.
        </Alert>
      ) : null}
      {access.can_edit && !access.read_only && access.edits_need_approval ? (
        <Alert tone="info" title="Changes need approval">
          Your changes to this deal are sent to your supervisor and apply once approved.
        </Alert>
      ) : null}
      {!access.read_only && deal.pending_approvals > 0 ? (
        <Alert tone="warning">
          {deal.pending_approvals} change{deal.pending_approvals === 1 ? '' : 's'} to this deal wait
          {deal.pending_approvals === 1 ? 's' : ''} for approval.{' '}
          <Link to="/transactions/approvals" className="font-medium underline">
            See approvals
          </Link>
        </Alert>
      ) : null}
    </div>
  );
}
