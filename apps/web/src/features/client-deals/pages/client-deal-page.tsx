import { UUID_PATTERN } from '@threshold/domain/common/uuid';
import { STATUS_LABELS } from '@threshold/domain/transactions/transaction-status';
import { ArrowLeft, FileText, MessageSquare, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useClientDeal, useClientDealDates, useClientDealPeople } from '../api/client-deal-api';
import { ClientDealProgress } from '../components/client-deal-progress';
import { ClientDealSection } from '../components/client-deal-section';

const ROLE_NAMES: Record<string, string> = {
  buyer_agent: 'Buyer’s agent',
  listing_agent: 'Listing agent',
};
const roleName = (role: string) => ROLE_NAMES[role] ?? role.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/**
 * /transactions/:id for a client (buyer, seller, landlord, renter): their deal's progress, dates,
 * people to contact and links to documents and messages — no edit, reassign, status or staff tabs.
 */
export function ClientDealPage() {
  const { id = '' } = useParams();
  const valid = UUID_PATTERN.test(id);
  const deal = useClientDeal(valid ? id : '00000000-0000-4000-8000-000000000000');
  const notFound = !valid || (isApiError(deal.error) && [400, 404].includes(deal.error.status));
  useDocumentTitle(notFound ? 'Deal not found' : (deal.data?.title ?? 'Your deal'));
  if (notFound)
    return (
      <>
        <PageHeader title="Deal not found" />
        <EmptyState icon={SearchX} title="This deal does not exist or you are not part of it">
          <p>
            <Link to="/transactions" className="text-brand-700 underline">
              Back to your deals
            </Link>
          </p>
        </EmptyState>
      </>
    );
  if (deal.isPending) return <Spinner label="Loading your deal" />;
  if (deal.isError)
    return (
      <>
        <PageHeader title="Your deal" />
        <LoadError what="your deal" error={deal.error} onRetry={() => void deal.refetch()} retrying={deal.isFetching} />
      </>
    );
  const d = deal.data;
  return (
    <div data-testid="client-deal-view">
      <Link to="/transactions" className="focus-ring inline-flex items-center gap-1 rounded text-sm text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Your deals
      </Link>
      <PageHeader title={d.title} description={`${STATUS_LABELS[d.status]} · ${[d.address.city, d.address.state].filter(Boolean).join(', ')}`} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card aria-labelledby="client-deal-progress" className="lg:col-span-2">
          <CardTitle id="client-deal-progress">Progress</CardTitle>
          <div className="mt-3">
            <ClientDealProgress status={d.status} closingDate={d.closing_date} />
          </div>
        </Card>
        <DatesSection id={d.id} />
        <PeopleSection id={d.id} />
        <Card aria-labelledby="client-deal-files" className="lg:col-span-2">
          <CardTitle id="client-deal-files">Documents and messages</CardTitle>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button asChild variant="secondary">
              <Link to="/documents">
                <FileText aria-hidden="true" className="h-4 w-4" /> Your documents
              </Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/messages">
                <MessageSquare aria-hidden="true" className="h-4 w-4" /> Messages
              </Link>
            </Button>
          </div>
        </Card>
      </div>
    </div>
  );
}

function DatesSection({ id }: { id: string }) {
  const dates = useClientDealDates(id);
  return (
    <ClientDealSection id="client-deal-dates" title="Dates" query={dates} empty="No dates set yet.">
      {(data) => (
        <ul className="divide-y divide-slate-100 text-sm">
          {data.items.map((k) => (
            <li key={k.id} className="flex justify-between gap-3 py-2">
              <span className="text-slate-900">{k.label}</span>
              <span className="text-slate-700 tabular-nums">
                {k.date ?? 'Not set'}
                {k.completed_at ? ' · done' : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </ClientDealSection>
  );
}

function PeopleSection({ id }: { id: string }) {
  const people = useClientDealPeople(id);
  return (
    <ClientDealSection id="client-deal-people" title="People to contact" query={people} empty="No one listed yet.">
      {(data) => (
        <ul className="divide-y divide-slate-100 text-sm">
          {data.items
            .filter((p) => !p.is_client)
            .map((p) => (
              <li key={p.id} className="py-2">
                <span className="font-medium text-slate-900">{p.display_name}</span>
                <span className="text-slate-600"> · {p.roles.map(roleName).join(', ')}</span>
                {p.email ? (
                  <a href={`mailto:${p.email}`} className="block text-brand-700 underline">
                    {p.email}
                  </a>
                ) : null}
                {p.phone ? (
                  <a href={`tel:${p.phone}`} className="block text-brand-700 underline">
                    {p.phone}
                  </a>
                ) : null}
              </li>
            ))}
        </ul>
      )}
    </ClientDealSection>
  );
}
