import { Link } from 'react-router';
import { useListingsSummary } from '../api/listings-api';
import { STATUS_LABELS } from '../lib/listing-format';

const tile = 'rounded-lg border border-slate-200 bg-white p-3';

/** The real-estate dashboard: inventory by status and what needs attention. */
export function ListingsSummaryTiles() {
  const summary = useListingsSummary();
  if (summary.isError)
    return <p className="mb-4 text-sm text-slate-600">The inventory figures could not be loaded.</p>;
  if (!summary.data) return <div className="mb-4 h-20" aria-hidden="true" />;
  const s = summary.data;
  const figures: [string, number, string | null][] = [
    ['Active', s.by_status.Active, '?status=Active'],
    ['Coming soon', s.by_status.ComingSoon, '?status=ComingSoon'],
    [
      'Under contract',
      s.by_status.ActiveUnderContract + s.by_status.Pending,
      '?status=ActiveUnderContract,Pending',
    ],
    ['Offers awaiting an answer', s.offers_awaiting, null],
    ['Price reductions', s.price_reduced, null],
    ['Expiring within 30 days', s.expiring_soon, null],
    ['Average days on market', s.average_days_on_market, null],
  ];
  return (
    <section aria-label="Inventory" className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
      {figures.map(([label, value, filter]) => (
        <div key={label} className={tile}>
          <p className="text-2xl font-semibold text-slate-900 tabular-nums">{value}</p>
          <p className="text-xs text-slate-600">
            {filter ? (
              <Link to={`/real-estate${filter}`} className="underline-offset-4 hover:underline">
                {label}
              </Link>
            ) : (
              label
            )}
          </p>
        </div>
      ))}
      <p className="sr-only">
        {Object.entries(s.by_status)
          .map(([status, n]) => `${STATUS_LABELS[status as keyof typeof STATUS_LABELS]}: ${n}`)
          .join(', ')}
      </p>
    </section>
  );
}
