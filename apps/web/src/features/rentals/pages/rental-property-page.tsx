import { Link, useParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLeases, useRentalProperty } from '../api/rentals-api';
import { AddUnitForm } from '../components/add-unit-form';
import { NewLeaseForm } from '../components/new-lease-form';
import { ownerStatementPdfUrl } from '../api/rental-files-api';
import { OwnerStatementPanel } from '../components/owner-statement-panel';
import { PropertyOwnersForm } from '../components/property-owners-form';
import { StatementDownload } from '../components/statement-download';
import {
  formatBps,
  formatCents,
  formatDay,
  LEASE_STATUS_LABELS,
  UNIT_STATUS_LABELS,
} from '../lib/rental-format';
import { LoadError } from '@/components/ui/load-error';

/** /rental-dashboard/properties/:id: units, owners and leases of one rental property. */
export function RentalPropertyPage() {
  const { id = '' } = useParams();
  useDocumentTitle('Rental property');
  const me = useMe();
  const property = useRentalProperty(id);
  const leases = useLeases({ rental_property_id: id });
  if (property.isPending) return <Spinner label="Loading the property" />;
  if (property.isError)
    return <LoadError what="the property" error={property.error} onRetry={() => void property.refetch()} />;
  const p = property.data;
  const leaseItems = leases.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <PageHeader
        title={`${p.address.line1}, ${p.address.city}`}
        description={`Managed by ${p.manager.name}${p.owners.length ? ` · owned by ${p.owners.map((o) => `${o.name} (${formatBps(o.share_bps)})`).join(', ')}` : ''}`}
      />
      <section aria-labelledby="units" className="mb-6">
        <h2 id="units" className="mb-2 text-base font-semibold text-slate-900">
          Units
        </h2>
        {p.units.length === 0 ? (
          <p className="text-sm text-slate-600">No units yet.</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {p.units.map((u) => (
              <li key={u.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
                <div className="flex items-center justify-between">
                  <span className="font-medium">Unit {u.label}</span>
                  <Badge
                    tone={u.status === 'vacant' ? 'warning' : u.status === 'occupied' ? 'success' : 'neutral'}
                  >
                    {UNIT_STATUS_LABELS[u.status]}
                  </Badge>
                </div>
                <p className="text-slate-600">
                  {u.beds ?? '—'} bd · {u.baths ?? '—'} ba · {u.square_feet ?? '—'} sq ft · market{' '}
                  {formatCents(u.market_rent_cents)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      {me.permissions.includes('manage:properties') ? (
        <section aria-labelledby="owners" className="mb-6">
          <h2 id="owners" className="mb-2 text-base font-semibold text-slate-900">
            Owners
          </h2>
          <PropertyOwnersForm key={p.version} property={p} />
        </section>
      ) : null}
      {me.permissions.includes('manage:properties') ? (
        <section aria-labelledby="add-unit" className="mb-6">
          <h2 id="add-unit" className="mb-2 text-base font-semibold text-slate-900">
            Add a unit
          </h2>
          <AddUnitForm rentalPropertyId={p.id} />
        </section>
      ) : null}
      {me.permissions.includes('manage:properties') ? (
        <section aria-labelledby="new-lease" className="mb-6">
          <h2 id="new-lease" className="mb-2 text-base font-semibold text-slate-900">
            New lease
          </h2>
          <NewLeaseForm
            key={p.units
              .filter((u) => u.status === 'vacant')
              .map((u) => u.id)
              .join()}
            property={p}
          />
        </section>
      ) : null}
      <section aria-labelledby="statement" className="mb-6">
        <h2 id="statement" className="mb-2 text-base font-semibold text-slate-900">
          Owner statement
        </h2>
        <OwnerStatementPanel rentalPropertyId={p.id} />
        <div className="mt-3">
          <StatementDownload
            label="Owner statement"
            urlFor={(period) => ownerStatementPdfUrl(p.id, period)}
          />
        </div>
      </section>
      <section aria-labelledby="leases">
        <h2 id="leases" className="mb-2 text-base font-semibold text-slate-900">
          Leases
        </h2>
        {leases.isPending ? (
          <Spinner label="Loading leases" />
        ) : leases.isError ? (
          <LoadError what="the leases" error={leases.error} onRetry={() => void leases.refetch()} />
        ) : leaseItems.length === 0 ? (
          <p className="text-sm text-slate-600">No leases on this property.</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
            {leaseItems.map((l) => (
              <li key={l.id} className="flex flex-wrap justify-between gap-2 px-3 py-2 text-sm">
                <Link
                  to={`/rental-dashboard/leases/${l.id}`}
                  className="text-brand-700 underline-offset-4 hover:underline"
                >
                  Unit {l.unit.label} · {l.tenants.map((t) => t.name).join(', ')}
                </Link>
                <span className="text-slate-600">
                  {LEASE_STATUS_LABELS[l.status]} · {formatDay(l.start_date)} – {formatDay(l.end_date)} ·{' '}
                  {formatCents(l.rent_cents)}/mo · balance {formatCents(l.balance_cents)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
