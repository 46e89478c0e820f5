import { Building } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMe } from '@/lib/auth/auth-context';
import { useRentalProperties } from '../api/rentals-api';
import { AddRentalPropertyForm } from '../components/add-rental-property-form';
import { formatBps } from '../lib/rental-format';
import { LoadError } from '@/components/ui/load-error';

/** /rental-dashboard/properties: the rental properties in the caller's scope. */
export function RentalPropertiesPage() {
  useDocumentTitle('Rental properties');
  const me = useMe();
  const list = useRentalProperties();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <PageHeader
        title="Rental properties"
        description="Properties under rental management, their units, owners and occupancy."
      />
      {me.permissions.includes('manage:properties') ? (
        <section aria-labelledby="add-rental-property" className="mb-6">
          <h2 id="add-rental-property" className="mb-2 text-base font-semibold text-slate-900">
            Add a rental property
          </h2>
          <AddRentalPropertyForm />
        </section>
      ) : null}
      {list.isPending ? (
        <Spinner label="Loading rental properties" />
      ) : list.isError ? (
        <LoadError what="the rental properties" error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={Building} title="No rental properties yet">
          <p>Add the property in Real Estate, then put it under rental management here.</p>
        </EmptyState>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {items.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
              <Link
                to={`/rental-dashboard/properties/${p.id}`}
                className="font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                {p.address.line1}, {p.address.city}
              </Link>
              <span className="text-slate-600">
                {p.occupied_count}/{p.unit_count} occupied · managed by {p.manager.name}
                {p.owners.length
                  ? ` · owners: ${p.owners.map((o) => `${o.name} ${formatBps(o.share_bps)}`).join(', ')}`
                  : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <div className="mt-3 flex justify-center">
          <Button variant="secondary" onClick={() => void list.fetchNextPage()}>
            Load more
          </Button>
        </div>
      ) : null}
    </>
  );
}
