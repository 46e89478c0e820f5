import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLeaseDraft } from '../api/rental-owners-api';
import { useRentalProperty } from '../api/rentals-api';
import { NewLeaseForm } from '../components/new-lease-form';
import { LeaseSourcePicker } from '../components/lease-source-picker';
import { formatCents, formatDay } from '../lib/rental-format';

/**
 * /rental-dashboard/leases/new?transaction_id= or ?offer_id=: a lease drafted from a lease-type deal or
 * an accepted rental offer, its terms prefilled (ADR 0171). Without a source, pick a lease deal.
 */
export function LeaseFromDealPage() {
  useDocumentTitle('Lease from a deal');
  const [params] = useSearchParams();
  const source = {
    transaction_id: params.get('transaction_id') ?? undefined,
    offer_id: params.get('offer_id') ?? undefined,
  };
  const draft = useLeaseDraft(source);
  const propertyId = draft.data?.rental_property_id ?? '';
  return (
    <>
      <PageHeader
        title="Lease from a deal"
        description="Start a lease from a lease deal or an accepted rental offer."
      />
      {!source.transaction_id && !source.offer_id ? (
        <LeaseSourcePicker />
      ) : draft.isPending ? (
        <Spinner label="Reading the deal" />
      ) : draft.isError ? (
        <LoadError what="the deal" error={draft.error} onRetry={() => void draft.refetch()} />
      ) : (
        <>
          <dl className="mb-4 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-xs text-slate-600">Deal</dt>
              <dd>
                <Link
                  to={`/transactions/${draft.data.source_transaction_id}`}
                  className="text-brand-700 underline-offset-4 hover:underline"
                >
                  {draft.data.source_title}
                </Link>
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">Property</dt>
              <dd>{draft.data.property_address ?? 'Not under management'}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">Rent · deposit</dt>
              <dd>
                {formatCents(draft.data.rent_cents)} · {formatCents(draft.data.deposit_cents)}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">Start</dt>
              <dd>{draft.data.start_date ? formatDay(draft.data.start_date) : '—'}</dd>
            </div>
          </dl>
          {propertyId ? (
            <DraftForm propertyId={propertyId} draft={draft.data} />
          ) : (
            <p className="text-sm text-slate-600">
              No rental property you manage is at this deal’s address. Put the property under management first
              (Rentals → Properties), then come back.
            </p>
          )}
        </>
      )}
    </>
  );
}

function DraftForm({
  propertyId,
  draft,
}: {
  propertyId: string;
  draft: Parameters<typeof NewLeaseForm>[0]['draft'];
}) {
  const property = useRentalProperty(propertyId);
  if (property.isPending) return <Spinner label="Loading the property" />;
  if (property.isError)
    return <LoadError what="the property" error={property.error} onRetry={() => void property.refetch()} />;
  return <NewLeaseForm property={property.data} draft={draft} />;
}
