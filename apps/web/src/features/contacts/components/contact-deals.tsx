import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useContactDeals } from '../api/contact-timeline-api';

const words = (value: string) => value.replaceAll('_', ' ');

/** Deals this person takes part in (as a participant); each opens in Transactions. */
export function ContactDeals({ contactId }: { contactId: string }) {
  const deals = useContactDeals(contactId);
  const items = deals.data?.items ?? [];
  return (
    <Card aria-labelledby="deals-title" className="space-y-3">
      <CardTitle id="deals-title">Deals</CardTitle>
      {deals.isPending ? <Spinner label="Loading deals" /> : null}
      {deals.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(deals.error)}
        </p>
      ) : null}
      {deals.isSuccess && items.length === 0 ? (
        <p className="text-sm text-slate-600">
          Not on any deal yet. Add this contact as a participant from a deal.
        </p>
      ) : null}
      <ul className="divide-y divide-slate-100" aria-label="Linked deals">
        {items.map((deal) => (
          <li key={deal.transaction_id} className="flex items-start justify-between gap-3 py-2 text-sm">
            <div className="min-w-0">
              <Link
                to={`/transactions/${deal.transaction_id}`}
                className="focus-ring rounded font-medium text-brand-700 hover:underline"
              >
                {deal.title ?? 'Untitled deal'}
              </Link>
              <p className="text-xs text-slate-600">
                As {deal.participant_roles.map(words).join(', ') || 'participant'}
              </p>
            </div>
            {deal.status ? (
              <Badge tone="neutral" className="capitalize">
                {words(deal.status)}
              </Badge>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
