import { Wrench } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMaintenance } from '../api/maintenance-api';
import { useLeases } from '../api/rentals-api';
import { MAINTENANCE_STATUS_LABELS, MaintenanceBoard } from '../components/maintenance-board';
import { MaintenancePhotosToggle } from '../components/maintenance-photos-toggle';
import { MaintenanceRequestForm } from '../components/maintenance-request-form';
import { LoadError } from '@/components/ui/load-error';

/** /rental-dashboard/maintenance: the board for staff; a renter's own requests and the form to send one. */
export function MaintenancePage() {
  useDocumentTitle('Maintenance');
  const me = useMe();
  const staff = me.permissions.includes('read:properties');
  const requests = useMaintenance(staff);
  const leases = useLeases({});
  const myLeases = (leases.data?.pages.flatMap((p) => p.items) ?? []).filter(
    (l) => l.status !== 'draft' && l.status !== 'ended',
  );
  return (
    <>
      <PageHeader
        title="Maintenance"
        description={
          staff
            ? 'Open requests by status: assign, schedule, work and close them.'
            : 'Ask for a repair and follow it.'
        }
      />
      {!staff && myLeases.length > 0 ? (
        <div className="mb-6">
          <MaintenanceRequestForm leases={myLeases} />
        </div>
      ) : null}
      {requests.isPending ? (
        <Spinner label="Loading maintenance requests" />
      ) : requests.isError ? (
        <LoadError what="the requests" error={requests.error} onRetry={() => void requests.refetch()} />
      ) : requests.data.items.length === 0 ? (
        <EmptyState icon={Wrench} title="No maintenance requests">
          <p>
            {staff
              ? 'Open requests from renters and staff show here.'
              : 'Requests you send show here with their status.'}
          </p>
        </EmptyState>
      ) : staff ? (
        <MaintenanceBoard
          items={requests.data.items}
          canManage={me.permissions.includes('manage:properties')}
        />
      ) : (
        <ul
          className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
          aria-label="My requests"
        >
          {requests.data.items.map((m) => (
            <li key={m.id} className="px-3 py-2 text-sm">
              <div className="flex justify-between gap-2">
                <span>{m.description}</span>
                <span className="text-slate-600">{MAINTENANCE_STATUS_LABELS[m.status]}</span>
              </div>
              <MaintenancePhotosToggle
                requestId={m.id}
                canUpload={me.profile.role === 'renter'}
                label={m.description}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
