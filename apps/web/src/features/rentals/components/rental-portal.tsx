import { KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useLeases, useRentalProperties } from '../api/rentals-api';
import { formatCents, formatDay, LEASE_STATUS_LABELS } from '../lib/rental-format';

/**
 * What a renter or landlord sees of rentals: the server answers only their own (a renter's leases,
 * a landlord's properties and those properties' leases), so this page just shows what comes back.
 */
export function RentalPortal() {
  const leases = useLeases({});
  const properties = useRentalProperties();
  const leaseItems = leases.data?.pages.flatMap((p) => p.items) ?? [];
  const propertyItems = properties.data?.pages.flatMap((p) => p.items) ?? [];
  if (leases.isPending || properties.isPending) return <Spinner label="Loading your rentals" />;
  if (leases.isError || properties.isError)
    return (
      <Alert tone="error" title="Your rentals could not be loaded">
        {errorMessage(leases.error ?? properties.error)}
      </Alert>
    );
  return (
    <>
      <PageHeader
        title="My rentals"
        description="Your leases, balances and ledgers."
        actions={
          leaseItems.length > 0 ? (
            <Link
              to="/rental-dashboard/maintenance"
              className="text-sm text-brand-700 underline underline-offset-4"
            >
              Maintenance requests
            </Link>
          ) : null
        }
      />
      {propertyItems.length > 0 ? (
        <section aria-labelledby="my-properties" className="mb-6">
          <h2 id="my-properties" className="mb-2 text-base font-semibold text-slate-900">
            Properties you own
          </h2>
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
            {propertyItems.map((p) => (
              <li key={p.id} className="flex justify-between px-3 py-2 text-sm">
                <Link
                  to={`/rental-dashboard/properties/${p.id}`}
                  className="text-brand-700 underline-offset-4 hover:underline"
                >
                  {p.address.line1}, {p.address.city}
                </Link>
                <span className="text-slate-600">
                  {p.occupied_count}/{p.unit_count} units occupied
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="my-leases">
        <h2 id="my-leases" className="mb-2 text-base font-semibold text-slate-900">
          Leases
        </h2>
        {leaseItems.length === 0 ? (
          <EmptyState icon={KeyRound} title="No leases yet">
            <p>When your leasing agent adds you to a lease, it shows here with its balance and ledger.</p>
          </EmptyState>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
            {leaseItems.map((l) => (
              <li key={l.id} className="flex flex-wrap justify-between gap-2 px-3 py-2 text-sm">
                <Link
                  to={`/rental-dashboard/leases/${l.id}`}
                  className="text-brand-700 underline-offset-4 hover:underline"
                >
                  {l.property_address} · {l.unit.label}
                </Link>
                <span className="text-slate-600">
                  {LEASE_STATUS_LABELS[l.status]} · {formatDay(l.start_date)} – {formatDay(l.end_date)} ·
                  balance <span className="font-medium tabular-nums">{formatCents(l.balance_cents)}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
