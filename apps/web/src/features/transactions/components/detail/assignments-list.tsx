import { Spinner } from '@/components/ui/spinner';
import { useAssignments } from '../../api/participants-api';
import { personName } from '../../model/format';
import { LoadError } from '../common/load-error';

const roleLabel = (key: string | null) =>
  key ? key.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()) : 'Staff';

/** Staff assigned to the deal (coordinators, attorneys, escrow …) — they see it through the assignment. */
export function AssignmentsList({ dealId }: { dealId: string }) {
  const assignments = useAssignments(dealId);
  return (
    <section aria-labelledby="assigned-title">
      <h2 id="assigned-title" className="text-base font-semibold text-slate-900">
        Assigned staff
      </h2>
      {assignments.isPending ? <Spinner label="Loading assigned staff" className="p-3" /> : null}
      {assignments.isError ? (
        <LoadError
          what="assigned staff"
          error={assignments.error}
          onRetry={() => void assignments.refetch()}
        />
      ) : null}
      {assignments.data?.items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Nobody is assigned.</p>
      ) : null}
      <ul className="mt-2 space-y-1 text-sm">
        {assignments.data?.items.map((a) => (
          <li key={a.id}>
            <span className="font-medium text-slate-900">{personName(a.user)}</span>
            <span className="text-slate-600"> · {roleLabel(a.role_key)}</span>
            {a.note ? <span className="text-slate-600"> · {a.note}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
