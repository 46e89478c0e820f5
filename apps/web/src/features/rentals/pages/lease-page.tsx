import { Link, useParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLease, useLeaseLedger } from '../api/rentals-api';
import { tenantStatementPdfUrl } from '../api/rental-files-api';
import { LeaseActions } from '../components/lease-actions';
import { LeaseDocuments } from '../components/lease-documents';
import { LedgerTable } from '../components/ledger-table';
import { RecordPaymentForm } from '../components/record-payment-form';
import { StatementDownload } from '../components/statement-download';
import { formatCents, formatDay, LEASE_STATUS_LABELS } from '../lib/rental-format';
import { LoadError } from '@/components/ui/load-error';

/** /rental-dashboard/leases/:id: a lease's terms, balance, aging and ledger; staff record payments here. */
export function LeasePage() {
  const { id = '' } = useParams();
  useDocumentTitle('Lease');
  const me = useMe();
  const lease = useLease(id);
  const ledger = useLeaseLedger(id);
  if (lease.isPending) return <Spinner label="Loading the lease" />;
  if (lease.isError)
    return <LoadError what="the lease" error={lease.error} onRetry={() => void lease.refetch()} />;
  const l = lease.data;
  const canRecord = me.permissions.includes('manage:properties') && l.status !== 'draft';
  const facts: [string, string][] = [
    ['Tenants', l.tenants.map((t) => t.name).join(', ')],
    ['Term', `${formatDay(l.start_date)} – ${l.end_date ? formatDay(l.end_date) : 'month to month'}`],
    ['Rent', `${formatCents(l.rent_cents)} due on day ${l.due_day}`],
    ['Deposit', formatCents(l.deposit_cents)],
    [
      'Other monthly charges',
      l.recurring_charges.map((c) => `${c.label} ${formatCents(c.amount_cents)}`).join(', ') || 'None',
    ],
    ['Late fee', l.late_fee ? `after ${l.late_fee.grace_days} days grace` : 'None'],
  ];
  const fromDeal = l.source_transaction_id ? `/transactions/${l.source_transaction_id}` : null;
  return (
    <>
      <PageHeader
        title={`${l.property_address} · ${l.unit.label}`}
        description={`Lease ${LEASE_STATUS_LABELS[l.status].toLowerCase()}`}
        actions={
          <Badge tone={l.status === 'active' ? 'success' : 'neutral'}>{LEASE_STATUS_LABELS[l.status]}</Badge>
        }
      />
      <p className="mb-4 text-sm">
        <Link
          to={`/rental-dashboard/properties/${l.rental_property_id}`}
          className="text-brand-700 underline-offset-4 hover:underline"
        >
          Back to the property
        </Link>
        {fromDeal ? (
          <>
            {' · '}
            <Link to={fromDeal} className="text-brand-700 underline-offset-4 hover:underline">
              The deal this lease came from
            </Link>
          </>
        ) : null}
      </p>
      <dl className="mb-6 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-3">
        {facts.map(([k, v]) => (
          <div key={k}>
            <dt className="text-xs text-slate-600">{k}</dt>
            <dd className="text-sm text-slate-900">{v}</dd>
          </div>
        ))}
      </dl>
      {me.permissions.includes('manage:properties') ? <LeaseActions lease={l} /> : null}
      <section aria-labelledby="ledger-heading" className="space-y-3">
        <h2 id="ledger-heading" className="text-base font-semibold text-slate-900">
          Ledger
        </h2>
        {ledger.isPending ? (
          <Spinner label="Loading the ledger" />
        ) : ledger.isError ? (
          <LoadError what="the ledger" error={ledger.error} onRetry={() => void ledger.refetch()} />
        ) : (
          <>
            <p className="text-sm text-slate-700" aria-live="polite">
              Balance{' '}
              <span data-testid="lease-balance" className="font-semibold tabular-nums">
                {formatCents(ledger.data.balance_cents)}
              </span>
              {' · '}overdue {formatCents(ledger.data.overdue_cents)} · 30+{' '}
              {formatCents(ledger.data.aging.days_30)} · 60+ {formatCents(ledger.data.aging.days_60)} · 90+{' '}
              {formatCents(ledger.data.aging.days_90_plus)} · deposit held{' '}
              {formatCents(ledger.data.deposit.held_cents)}
            </p>
            <LedgerTable ledger={ledger.data} />
          </>
        )}
        {canRecord ? <RecordPaymentForm leaseId={l.id} /> : null}
      </section>
      <section aria-labelledby="statement-heading" className="mt-6 space-y-2">
        <h2 id="statement-heading" className="text-base font-semibold text-slate-900">
          Tenant statement
        </h2>
        <StatementDownload
          label="Tenant statement"
          urlFor={(period) => tenantStatementPdfUrl(l.id, period)}
        />
      </section>
      <section aria-labelledby="documents-heading" className="mt-6 space-y-2">
        <h2 id="documents-heading" className="text-base font-semibold text-slate-900">
          Documents
        </h2>
        <LeaseDocuments leaseId={l.id} canAttach={me.permissions.includes('manage:properties')} />
      </section>
    </>
  );
}
