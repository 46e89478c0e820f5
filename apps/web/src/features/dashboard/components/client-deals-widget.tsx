import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import type { MyDealDto } from '@threshold/domain/dashboard/my-deals.contract';
import { displayName } from '@/lib/avatar';
import { useMyDeals } from '../api/dashboard-api';
import { formatDay } from '../lib/format';
import { DealTimeline } from './deal-timeline';
import { Widget } from './widget';

/** A client's deals: progress, the next date, and their agent to contact. */
export function ClientDealsWidget() {
  const query = useMyDeals();
  return (
    <Widget
      id="client-deals"
      title="Your deals"
      query={query}
      fillsFirstScreen
      isEmpty={(data) => data.items.length === 0}
      empty="Your agent has not added you to a deal yet. You will see its progress here once they do."
    >
      {(data) => (
        <ul className="space-y-6">
          {data.items.map((deal) => (
            <li key={deal.id} data-testid="client-deal">
              <Link
                to={`/transactions/${deal.id}`}
                className="focus-ring rounded font-medium text-brand-700 hover:underline"
              >
                {deal.title}
              </Link>
              {deal.next_date ? (
                <p className="mt-1 text-sm text-slate-700">
                  Next: {deal.next_date.label} on {formatDay(deal.next_date.date)}
                </p>
              ) : null}
              <DealTimeline deal={deal} />
              <AgentCard agent={deal.agent} />
            </li>
          ))}
        </ul>
      )}
    </Widget>
  );
}

function AgentCard({ agent }: { agent: MyDealDto['agent'] }) {
  const source = { firstName: agent.first_name, lastName: agent.last_name, email: agent.email };
  return (
    <div className="mt-4 flex items-center gap-3 rounded-md bg-slate-50 p-3">
      <Avatar source={source} className="h-9 w-9" />
      <div className="min-w-0 text-sm">
        <p className="font-medium text-slate-900">{displayName(source)}</p>
        <p className="text-slate-600">Your agent</p>
      </div>
      <a
        href={`mailto:${agent.email}`}
        className="focus-ring ml-auto inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 underline underline-offset-4"
      >
        <Mail aria-hidden="true" className="h-4 w-4" />
        E-mail {displayName(source)}
      </a>
    </div>
  );
}
