import { useMyLeases } from '../api/dashboard-api';
import { formatDay } from '../lib/format';
import { MoreLink, WidgetList } from './widget-list';
import { Widget } from './widget';

const money = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' });

/** A renter's or landlord's leases: where, the term and the rent, each opening the lease. */
export function LeasesWidget() {
  const query = useMyLeases();
  return (
    <Widget
      id="leases"
      title="Your leases"
      query={query}
      isEmpty={(data) => data.items.length === 0}
      empty="No lease yet."
      footer={<MoreLink to="/rental-dashboard">Open the rental portal</MoreLink>}
    >
      {(data) => (
        <WidgetList
          rows={data.items.map((lease) => ({
            key: lease.id,
            to: `/rental-dashboard/leases/${lease.id}`,
            label: `${lease.property_address} · ${lease.unit.label}`,
            detail: `${money.format(lease.rent_cents / 100)}/month · ${formatDay(lease.start_date)}${
              lease.end_date ? ` – ${formatDay(lease.end_date)}` : ''
            }`,
          }))}
        />
      )}
    </Widget>
  );
}
