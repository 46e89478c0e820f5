import { formatDistanceToNowStrict } from 'date-fns';
import { Link } from 'react-router';
import { useBrokerListings, useBrokerOffers, useBrokerReviewQueue } from '../api/broker-dashboard-api';
import { BrokerFigure, formatCount } from './broker-figures';
import { BrokerWidget } from './broker-widget';

/** Checklist items waiting for review: how many, and how long the oldest has waited. */
export function BrokerReviewQueueWidget() {
  const queue = useBrokerReviewQueue();
  const data = queue.data;
  return (
    <BrokerWidget
      id="broker-review"
      title="Review queue"
      description="Checklist items waiting for review."
      state={queue}
    >
      {() => (
        <>
          <dl className="grid grid-cols-2 gap-4">
            <BrokerFigure label="Waiting" value={formatCount(data!.waiting)} />
            <BrokerFigure
              label="Oldest"
              value={
                data!.oldest_submitted_at
                  ? formatDistanceToNowStrict(new Date(data!.oldest_submitted_at))
                  : '—'
              }
              note={`${formatCount(data!.waiting_over_two_days)} waiting over 2 days`}
            />
          </dl>
          <Link
            to="/transactions/review-queue"
            className="mt-3 inline-block text-sm font-medium text-brand-700 underline underline-offset-4"
          >
            Open the review queue
          </Link>
        </>
      )}
    </BrokerWidget>
  );
}

const INVENTORY = ['ComingSoon', 'Active', 'ActiveUnderContract', 'Pending'] as const;
const LISTING_LABELS: Record<(typeof INVENTORY)[number], string> = {
  ComingSoon: 'Coming soon',
  Active: 'Active',
  ActiveUnderContract: 'Under contract',
  Pending: 'Pending',
};

/** Listing inventory by status and the average days on market of active listings. */
export function BrokerListingsWidget() {
  const listings = useBrokerListings();
  const byStatus = new Map(listings.data?.by_status.map((s) => [s.status, s.units]));
  const days = listings.data?.average_days_on_market;
  return (
    <BrokerWidget
      id="broker-listings"
      title="Listings inventory"
      description="Listings on the market now."
      state={listings}
    >
      {() => (
        <dl className="grid grid-cols-3 gap-4">
          {INVENTORY.map((status) => (
            <BrokerFigure
              key={status}
              label={LISTING_LABELS[status]}
              value={formatCount(byStatus.get(status) ?? 0)}
            />
          ))}
          <BrokerFigure label="Average days on market" value={days == null ? '—' : formatCount(days)} />
        </dl>
      )}
    </BrokerWidget>
  );
}

/** Offers received in the last 30 days, by status. */
export function BrokerOffersWidget() {
  const offers = useBrokerOffers();
  const shown = offers.data?.by_status.filter((s) => s.units > 0) ?? [];
  return (
    <BrokerWidget
      id="broker-offers"
      title="Offers activity"
      description="Offers received in the last 30 days."
      state={offers}
      isEmpty={offers.data?.total === 0}
      empty="No offers in the last 30 days."
    >
      {() => (
        <dl className="grid grid-cols-3 gap-4">
          <BrokerFigure label="Received" value={formatCount(offers.data!.total)} />
          {shown.map((s) => (
            <BrokerFigure key={s.status} label={s.status} value={formatCount(s.units)} />
          ))}
        </dl>
      )}
    </BrokerWidget>
  );
}
