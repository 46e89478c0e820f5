import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { isRoleKey, ROLES } from '@threshold/domain/roles';
import type { AssignmentDto } from '@threshold/domain/transactions/assignments.contract';
import type { TransactionDetailDto } from '@threshold/domain/transactions/get-transaction.contract';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/lib/auth/auth-context';
import { useAssignments, useRemoveAssignment } from '../../api/assignments-api';
import { canAssignStaff } from '../../model/deal-permissions';
import { personName } from '../../model/format';
import { ConfirmRemovalDialog } from '../common/confirm-removal-dialog';
import { LoadError } from '@/components/ui/load-error';
import { AssignStaffDialog } from './assign-staff-dialog';

/** The role's name as the brokerage knows it ("Transaction Coordinator"). */
const roleLabel = (key: string | null) => (key && isRoleKey(key) ? ROLES[key].name : 'Staff');

/** Staff assigned to the deal (coordinators, attorneys, escrow …) — they see it through the assignment. */
export function AssignmentsList({ deal }: { deal: TransactionDetailDto }) {
  const me = useMe();
  const assignments = useAssignments(deal.id);
  const remove = useRemoveAssignment(deal.id);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<AssignmentDto | null>(null);
  const canAssign = canAssignStaff(deal, me);
  const items = assignments.data?.items ?? [];

  return (
    <section aria-labelledby="assigned-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="assigned-title" className="text-base font-semibold text-slate-900">
          Assigned staff
        </h2>
        {canAssign ? (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            <UserPlus aria-hidden="true" className="h-4 w-4" />
            Assign staff
          </Button>
        ) : null}
      </div>
      {assignments.isPending ? <Spinner label="Loading assigned staff" className="p-3" /> : null}
      {assignments.isError ? (
        <LoadError
          what="assigned staff"
          error={assignments.error}
          onRetry={() => void assignments.refetch()}
        />
      ) : null}
      {assignments.data && items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Nobody is assigned.</p>
      ) : null}
      <ul aria-label="Assigned staff" className="mt-2 space-y-1 text-sm empty:hidden">
        {items.map((a) => (
          <li key={a.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              <span className="font-medium text-slate-900">{personName(a.user)}</span>
              <span className="text-slate-600"> · {roleLabel(a.role_key)}</span>
              {a.note ? <span className="text-slate-600"> · {a.note}</span> : null}
            </span>
            {canAssign ? (
              <Button size="sm" variant="ghost" onClick={() => setRemoving(a)}>
                Remove<span className="sr-only"> {personName(a.user)}</span>
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {adding ? (
        <AssignStaffDialog
          dealId={deal.id}
          assignedIds={items.map((a) => a.user.id)}
          onClose={() => setAdding(false)}
        />
      ) : null}
      {removing ? (
        <ConfirmRemovalDialog
          remove={remove}
          id={removing.id}
          title={`Unassign ${personName(removing.user)}?`}
          description="They stop seeing this deal unless they are on it another way (owner, participant, supervisor)."
          confirmLabel="Unassign"
          done={`${personName(removing.user)} is no longer assigned`}
          failed="The assignment was not removed"
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </section>
  );
}
