import type { MaintenanceDto } from '@threshold/domain/rentals/maintenance.contract';
import type { MaintenanceStatus } from '@threshold/domain/rentals/rental-enums';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useUpdateMaintenance } from '../api/maintenance-api';
import { parseDollars } from '../lib/rental-format';
import { MaintenancePhotosToggle } from './maintenance-photos-toggle';

export const MAINTENANCE_STATUS_LABELS: Record<MaintenanceStatus, string> = {
  new: 'New',
  assigned: 'Assigned',
  scheduled: 'Scheduled',
  in_progress: 'In progress',
  done: 'Done',
  cancelled: 'Cancelled',
};
const COLUMNS: MaintenanceStatus[] = ['new', 'assigned', 'scheduled', 'in_progress'];
const PRIORITY_TONES = { emergency: 'danger', high: 'warning', normal: 'neutral', low: 'muted' } as const;

/** The open requests by status; staff move each one on (done asks for its cost, posted to the owners). */
export function MaintenanceBoard({ items, canManage }: { items: MaintenanceDto[]; canManage: boolean }) {
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
      {COLUMNS.map((status) => {
        const column = items.filter((m) => m.status === status);
        return (
          <section
            key={status}
            aria-label={MAINTENANCE_STATUS_LABELS[status]}
            className="rounded-lg bg-slate-50 p-2"
          >
            <h2 className="mb-2 px-1 text-sm font-semibold text-slate-800">
              {MAINTENANCE_STATUS_LABELS[status]} <span className="text-slate-600">({column.length})</span>
            </h2>
            <ul className="space-y-2">
              {column.map((m) => (
                <MaintenanceCard key={m.id} request={m} canManage={canManage} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function MaintenanceCard({ request, canManage }: { request: MaintenanceDto; canManage: boolean }) {
  const update = useUpdateMaintenance();
  const [cost, setCost] = useState('');
  const move = async (status: MaintenanceStatus) => {
    const cents = status === 'done' && cost ? parseDollars(cost) : undefined;
    if (cents === null) return toast.error('Enter the cost like 180.00');
    try {
      await update.mutateAsync({
        request,
        input: { status, ...(cents !== undefined ? { cost_cents: cents } : {}) },
      });
      toast.success(`Moved to ${MAINTENANCE_STATUS_LABELS[status].toLowerCase()}`);
    } catch (error) {
      toast.error(
        isApiError(error) && error.code === 'STALE_VERSION'
          ? 'Someone else changed this request; the board is refreshed.'
          : errorMessage(error),
      );
    }
  };
  return (
    <li className="rounded-md border border-slate-200 bg-white p-2 text-sm">
      <div className="flex items-start justify-between gap-2">
        <p className="font-medium text-slate-900">{request.description}</p>
        <Badge tone={PRIORITY_TONES[request.priority]}>{request.priority}</Badge>
      </div>
      <p className="text-xs text-slate-600">
        {request.property_address}
        {request.unit_label ? ` · ${request.unit_label}` : ''} · {request.category}
        {request.permission_to_enter ? ' · may enter' : ''}
      </p>
      <MaintenancePhotosToggle requestId={request.id} canUpload={canManage} label={request.description} />
      {canManage ? (
        <div className="mt-2 flex flex-wrap items-center gap-1">
          {request.allowed_next_statuses.includes('done') ? (
            <Input
              aria-label={`Cost of “${request.description}” ($)`}
              placeholder="Cost $"
              className="h-8 w-24"
              value={cost}
              onChange={(e) => setCost(e.target.value)}
            />
          ) : null}
          {request.allowed_next_statuses.map((next) => (
            <Button
              key={next}
              size="sm"
              variant={next === 'cancelled' ? 'ghost' : 'secondary'}
              disabled={update.isPending}
              onClick={() => void move(next)}
            >
              {MAINTENANCE_STATUS_LABELS[next]}
            </Button>
          ))}
        </div>
      ) : null}
    </li>
  );
}
