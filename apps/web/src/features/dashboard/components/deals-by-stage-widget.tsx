import { OPEN_STATUSES, STATUS_LABELS } from '@threshold/domain/transactions/transaction-status';
import { Link } from 'react-router';
import { useDealCounts } from '../api/dashboard-api';
import { formatCount } from '../lib/format';
import { MoreLink } from './widget-list';
import { Widget } from './widget';

/**
 * Open deals in my scope (mine for agents, the team or office for leaders and brokers) per stage,
 * each count opening the deals list filtered to it.
 */
export function DealsByStageWidget() {
  const query = useDealCounts();
  return (
    <Widget
      id="deals-by-stage"
      title="Deals by stage"
      description="Open deals you can see."
      query={query}
      isEmpty={(data) => OPEN_STATUSES.every((s) => data.counts[s] === 0)}
      empty="No open deals yet."
      footer={<MoreLink to="/transactions">All deals</MoreLink>}
    >
      {(data) => (
        <dl className="grid grid-cols-3 gap-3">
          {OPEN_STATUSES.map((status) => (
            <div key={status} className="rounded-md bg-slate-50 p-3">
              <dt className="text-xs text-slate-600">{STATUS_LABELS[status]}</dt>
              <dd className="mt-1 text-2xl font-semibold text-slate-900">
                <Link
                  to={`/transactions?status=${status}`}
                  className="focus-ring rounded hover:underline"
                  data-testid={`stage-count-${status}`}
                >
                  {formatCount(data.counts[status] ?? 0)}
                </Link>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Widget>
  );
}
