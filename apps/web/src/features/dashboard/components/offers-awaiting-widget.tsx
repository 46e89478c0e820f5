import { useListingsSummary } from '../api/dashboard-api';
import { HeadlineCount } from './headline-count';
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
        <HeadlineCount value={data.offers_awaiting} testId="offers-awaiting-count">
          {data.offers_awaiting === 1 ? 'offer waits' : 'offers wait'} for your answer
        </HeadlineCount>
      )}
    </Widget>
  );
}
