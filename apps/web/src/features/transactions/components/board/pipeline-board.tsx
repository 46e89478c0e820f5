import { TRANSACTION_STATUSES } from '@threshold/domain/transactions/transaction-status';
import type { TransactionCounts } from '@threshold/domain/transactions/count-transactions.contract';
import type { ListState } from '../../model/list-state';
import { BoardColumn } from './board-column';

interface PipelineBoardProps {
  state: ListState;
  counts: TransactionCounts | undefined;
}

/** The pipeline by status, left to right in lifecycle order; filters other than status apply. */
export function PipelineBoard({ state, counts }: PipelineBoardProps) {
  const statuses = state.status.length > 0 ? state.status : TRANSACTION_STATUSES;
  return (
    <div
      role="region"
      aria-label="Pipeline board"
      tabIndex={0}
      className="focus-ring flex gap-3 overflow-x-auto pb-3"
    >
      {statuses.map((status) => (
        <BoardColumn key={status} status={status} state={state} count={counts?.counts[status]} />
      ))}
    </div>
  );
}
