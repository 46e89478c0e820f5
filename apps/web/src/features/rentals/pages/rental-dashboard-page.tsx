import { KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRentalDashboard, useRentRoll } from '../api/rentals-api';
import { DashboardTiles } from '../components/dashboard-tiles';
import { DelinquencyTable } from '../components/delinquency-table';
import { EndingLeases } from '../components/ending-leases';
import { RentRollTable } from '../components/rent-roll-table';
import { RentalPortal } from '../components/rental-portal';
import { LoadError } from '@/components/ui/load-error';

const PRIORITY_LABELS = { emergency: 'Emergency', high: 'High', normal: 'Normal', low: 'Low' } as const;

/** /rental-dashboard: the rental-agent dashboard for staff; renters and landlords get their portal. */
export function RentalDashboardPage() {
  useDocumentTitle('Rentals');
  const me = useMe();
  if (!me.permissions.includes('read:properties')) return <RentalPortal />;
  return <StaffDashboard canManage={me.permissions.includes('manage:properties')} />;
}

function StaffDashboard({ canManage }: { canManage: boolean }) {
  const dashboard = useRentalDashboard();
  const roll = useRentRoll();
  const rows = roll.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <PageHeader
        title="Rentals"
        description="Occupancy, rent, collections, delinquency and what needs attention across the rentals you manage."
        actions={
          <>
            <Button variant="secondary" asChild>
              <Link to="/rental-dashboard/maintenance">Maintenance board</Link>
            </Button>
            <Button variant="secondary" asChild>
              <Link to="/rental-dashboard/properties">Properties and units</Link>
            </Button>
            {canManage ? (
              <Button variant="secondary" asChild>
                <Link to="/rental-dashboard/leases/new">Lease from a deal</Link>
              </Button>
            ) : null}
          </>
        }
      />
      {dashboard.isPending ? (
        <Spinner label="Loading the rental dashboard" />
      ) : dashboard.isError ? (
        <LoadError
          what="the rental dashboard"
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <>
          <DashboardTiles data={dashboard.data} />
          <div className="mb-6 grid gap-6 lg:grid-cols-3">
            <section aria-labelledby="delinquency" className="lg:col-span-2">
              <h2 id="delinquency" className="mb-2 text-base font-semibold text-slate-900">
                Delinquency
              </h2>
              <DelinquencyTable delinquency={dashboard.data.delinquency} />
            </section>
            <div className="space-y-6">
              <section aria-labelledby="ending">
                <h2 id="ending" className="mb-2 text-base font-semibold text-slate-900">
                  Leases ending
                </h2>
                <EndingLeases ending={dashboard.data.ending} />
              </section>
              <section aria-labelledby="maintenance">
                <h2 id="maintenance" className="mb-2 text-base font-semibold text-slate-900">
                  Open maintenance
                </h2>
                <ul className="grid grid-cols-4 gap-2 rounded-lg border border-slate-200 bg-white p-3 text-center text-sm">
                  {(Object.keys(PRIORITY_LABELS) as (keyof typeof PRIORITY_LABELS)[]).map((p) => (
                    <li key={p}>
                      <span className="block text-lg font-semibold tabular-nums">
                        {dashboard.data.open_maintenance[p]}
                      </span>
                      <span className="text-xs text-slate-600">{PRIORITY_LABELS[p]}</span>
                    </li>
                  ))}
                </ul>
              </section>
            </div>
          </div>
        </>
      )}
      <section aria-labelledby="rent-roll">
        <h2 id="rent-roll" className="mb-2 text-base font-semibold text-slate-900">
          Rent roll
        </h2>
        {roll.isPending ? (
          <Spinner label="Loading the rent roll" />
        ) : roll.isError ? (
          <LoadError what="the rent roll" error={roll.error} onRetry={() => void roll.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState icon={KeyRound} title="No rental units yet">
            <p>
              Put a property under rental management and add its units: they will show here with their leases.
            </p>
          </EmptyState>
        ) : (
          <>
            <RentRollTable rows={rows} />
            {roll.hasNextPage ? (
              <div className="mt-3 flex justify-center">
                <Button
                  variant="secondary"
                  onClick={() => void roll.fetchNextPage()}
                  disabled={roll.isFetchingNextPage}
                >
                  {roll.isFetchingNextPage ? 'Loading…' : 'Load more units'}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </section>
    </>
  );
}
