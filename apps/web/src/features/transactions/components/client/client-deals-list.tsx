import { STATUS_LABELS } from '@threshold/domain/transactions/transaction-status';
import { FileText, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { displayName } from '@/lib/avatar';
import { useTransactionPages } from '../../api/list-api';
import { LoadError } from '@/components/ui/load-error';

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const NO_FILTERS = {};

/**
 * /transactions for buyers, sellers, landlords and renters (issue 18 item 3): their deals with the
 * stage, closing date and agent, and where to find documents and messages — no filters, saved
 * views, board or export.
 */
export function ClientDealsList() {
  const pages = useTransactionPages(NO_FILTERS, 50);
  const deals = pages.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <div className="mb-6">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Your deals</h1>
        <p className="mt-1 text-sm text-slate-600">Where each of your deals stands and who to ask.</p>
      </div>
      {pages.isPending ? (
        <p className="text-sm text-slate-600">Loading your deals…</p>
      ) : pages.isError ? (
        <LoadError
          what="your deals"
          error={pages.error}
          onRetry={() => void pages.refetch()}
          retrying={pages.isFetching}
        />
      ) : deals.length === 0 ? (
        <p className="text-sm text-slate-600">Your agent has not added you to a deal yet.</p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" data-testid="client-deals-list">
          {deals.map((deal) => (
            <li key={deal.id}>
              <Card>
                <Link
                  to={`/transactions/${deal.id}`}
                  className="focus-ring rounded text-base font-semibold text-brand-700 hover:underline"
                >
                  {deal.title}
                </Link>
                <dl className="mt-3 grid grid-cols-3 gap-3 text-sm">
                  <div>
                    <dt className="text-slate-600">Stage</dt>
                    <dd className="font-medium text-slate-900">{STATUS_LABELS[deal.status]}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">Closing</dt>
                    <dd className="font-medium text-slate-900">
                      {deal.closing_date ? day.format(new Date(`${deal.closing_date}T00:00:00Z`)) : 'Not set'}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">Your agent</dt>
                    <dd className="font-medium text-slate-900">
                      {displayName({ firstName: deal.owner.first_name, lastName: deal.owner.last_name })}
                    </dd>
                  </div>
                </dl>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-6 flex flex-wrap gap-2">
        <Button asChild variant="secondary">
          <Link to="/documents">
            <FileText aria-hidden="true" className="h-4 w-4" />
            Documents
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/messages">
            <MessageSquare aria-hidden="true" className="h-4 w-4" />
            Messages
          </Link>
        </Button>
      </div>
    </>
  );
}
