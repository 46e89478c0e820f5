import type { LeaseDto } from '@threshold/domain/rentals/lease.contract';
import type { LeaseStatus } from '@threshold/domain/rentals/rental-enums';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useTransitionLease } from '../api/rentals-api';

const ACTION_LABELS: Record<LeaseStatus, string> = {
  draft: 'Back to draft',
  active: 'Activate (move in)',
  notice: 'Record notice',
  ended: 'End lease (move out)',
};

/** The lease's next steps; the date is the move-in, the notice's end date, or the move-out. */
export function LeaseActions({ lease }: { lease: LeaseDto }) {
  const transition = useTransitionLease(lease);
  const [date, setDate] = useState(() => new Date().toISOString().slice(0, 10));
  if (lease.allowed_next_statuses.length === 0) return null;
  const handle = async (status: LeaseStatus) => {
    try {
      await transition.mutateAsync({ status, date });
      toast.success(
        `Lease ${status === 'active' ? 'activated' : status === 'notice' ? 'on notice' : 'ended'}`,
      );
    } catch (error) {
      toast.error(
        isApiError(error) && error.code === 'STALE_VERSION'
          ? 'Someone else changed this lease; it is refreshed.'
          : errorMessage(error),
      );
    }
  };
  return (
    <div className="mb-6 flex flex-wrap items-end gap-2 rounded-lg border border-slate-200 bg-white p-3">
      <FormField label="Date" className="w-44">
        <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
      </FormField>
      {lease.allowed_next_statuses.map((status) => (
        <Button
          key={status}
          variant={status === 'ended' ? 'secondary' : 'primary'}
          disabled={transition.isPending}
          onClick={() => void handle(status)}
        >
          {ACTION_LABELS[status]}
        </Button>
      ))}
    </div>
  );
}
