import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ApprovalDto } from '@threshold/domain/transactions/approvals.contract';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useApprovals, type ApprovalBox, type ApprovalStatusFilter } from '../api/queues-api';
import { BackToTransactions } from '../components/common/back-to-transactions';
import { ApprovalItem } from '../components/review/approval-item';
import { DecideApprovalDialog } from '../components/review/decide-approval-dialog';
import { QueueList } from '../components/review/queue-list';

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
  const setFilter = (next: { box?: ApprovalBox; status?: ApprovalStatusFilter }) =>
    setParams({ box: next.box ?? box, status: next.status ?? status }, { replace: true });

  return (
    <>
      <BackToTransactions className="mb-2" />
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
      <QueueList
        query={approvals}
        what="approvals"
        label="Approvals"
        empty={
          <EmptyState icon={Inbox} title={box === 'mine' ? 'No requests here' : 'Nothing to approve'}>
            <p>
              {box === 'mine'
                ? 'Changes you make that need approval appear here.'
                : 'Changes drafted by the people you supervise appear here.'}
            </p>
          </EmptyState>
        }
        renderItem={(approval: ApprovalDto) => (
          <ApprovalItem
            key={approval.id}
            approval={approval}
            canDecide={box === 'to_review'}
            onApprove={() => setDeciding({ approval, decision: 'approve' })}
            onReject={() => setDeciding({ approval, decision: 'reject' })}
          />
        )}
      />
      {deciding ? <DecideApprovalDialog {...deciding} onClose={() => setDeciding(null)} /> : null}
    </>
  );
}
