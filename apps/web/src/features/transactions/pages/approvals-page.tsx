import { ArrowLeft, Inbox } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ApprovalDto } from '@threshold/domain/transactions/approvals.contract';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useApprovals, type ApprovalBox, type ApprovalStatusFilter } from '../api/queues-api';
import { LoadError } from '../components/common/load-error';
import { ApprovalItem } from '../components/review/approval-item';
import { DecideApprovalDialog } from '../components/review/decide-approval-dialog';

const STATUSES: ApprovalStatusFilter[] = ['pending', 'approved', 'rejected', 'failed'];
const STATUS_NAMES = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  failed: 'Could not apply',
};

/** Supervisor approval queue (changes drafted by supervised roles) and the caller's own requests. */
export function ApprovalsPage() {
  useDocumentTitle('Approvals');
  const [params, setParams] = useSearchParams();
  const box: ApprovalBox = params.get('box') === 'mine' ? 'mine' : 'to_review';
  const status = (STATUSES as string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as ApprovalStatusFilter)
    : 'pending';
  const approvals = useApprovals(box, status);
  const [deciding, setDeciding] = useState<{ approval: ApprovalDto; decision: 'approve' | 'reject' } | null>(
    null,
  );
  const items = approvals.data?.pages.flatMap((p) => p.items) ?? [];
  const setFilter = (next: { box?: ApprovalBox; status?: ApprovalStatusFilter }) =>
    setParams({ box: next.box ?? box, status: next.status ?? status }, { replace: true });

  return (
    <>
      <Link
        to="/transactions"
        className="focus-ring mb-2 inline-flex items-center gap-1 rounded text-sm text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Transactions
      </Link>
      <PageHeader
        title="Approvals"
        description="Changes drafted by people you supervise wait here until you approve them."
      />
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <Tabs value={box} onValueChange={(value) => setFilter({ box: value as ApprovalBox })}>
          <TabsList aria-label="Whose changes">
            <TabsTrigger value="to_review">To review</TabsTrigger>
            <TabsTrigger value="mine">My requests</TabsTrigger>
          </TabsList>
        </Tabs>
        <div className="w-48">
          <Select
            aria-label="Approval status"
            value={status}
            onChange={(e) => setFilter({ status: e.target.value as ApprovalStatusFilter })}
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_NAMES[s]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {approvals.isPending ? <Spinner label="Loading approvals" /> : null}
      {approvals.isError && !approvals.data ? (
        <LoadError what="approvals" error={approvals.error} onRetry={() => void approvals.refetch()} />
      ) : null}
      {approvals.data && items.length === 0 ? (
        <EmptyState icon={Inbox} title={box === 'mine' ? 'No requests here' : 'Nothing to approve'}>
          <p>
            {box === 'mine'
              ? 'Changes you make that need approval appear here.'
              : 'Changes drafted by the people you supervise appear here.'}
          </p>
        </EmptyState>
      ) : null}
      {items.length > 0 ? (
        <ul
          aria-label="Approvals"
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
        >
          {items.map((approval) => (
            <ApprovalItem
              key={approval.id}
              approval={approval}
              canDecide={box === 'to_review'}
              onApprove={() => setDeciding({ approval, decision: 'approve' })}
              onReject={() => setDeciding({ approval, decision: 'reject' })}
            />
          ))}
        </ul>
      ) : null}
      {approvals.hasNextPage ? (
        <Button
          variant="secondary"
          className="mt-3"
          onClick={() => void approvals.fetchNextPage()}
          disabled={approvals.isFetchingNextPage}
        >
          {approvals.isFetchingNextPage ? 'Loading…' : 'Show more'}
        </Button>
      ) : null}
      {deciding ? <DecideApprovalDialog {...deciding} onClose={() => setDeciding(null)} /> : null}
    </>
  );
}
