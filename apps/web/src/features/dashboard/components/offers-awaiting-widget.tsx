import { useListingsSummary } from '../api/dashboard-api';
import { formatCount } from '../lib/format';
import { MoreLink } from './widget-list';
import { Widget } from './widget';

/** Offers on my listings that wait for the listing side's answer. */
export function OffersAwaitingWidget() {
  const query = useListingsSummary();
  return (
    <Widget
      id="offers-awaiting"
      title="Offers awaiting response"
      query={query}
      isEmpty={(data) => data.offers_awaiting === 0}
      empty="No offer is waiting for an answer."
      footer={<MoreLink to="/real-estate">Open listings</MoreLink>}
    >
      {(data) => (
        <p className="text-sm text-slate-700">
          <span className="text-2xl font-semibold text-slate-900" data-testid="offers-awaiting-count">
            {formatCount(data.offers_awaiting)}
          </span>{' '}
          {data.offers_awaiting === 1 ? 'offer waits' : 'offers wait'} for your answer
        </p>
      )}
    </Widget>
  );
}
