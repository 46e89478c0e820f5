import type { RentalDashboardDto } from '@threshold/domain/rentals/rental-dashboard.contract';
import { Link } from 'react-router';
import { formatDay } from '../lib/rental-format';

/** Leases ending within 30, 60 and 90 days, soonest first. */
export function EndingLeases({ ending }: { ending: RentalDashboardDto['ending'] }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3">
      <p className="mb-2 text-sm text-slate-700">
        <span className="font-semibold tabular-nums">{ending.in_30}</span> in 30 days ·{' '}
        <span className="font-semibold tabular-nums">{ending.in_60}</span> in 60 ·{' '}
        <span className="font-semibold tabular-nums">{ending.in_90}</span> in 90
      </p>
      {ending.leases.length === 0 ? (
        <p className="text-sm text-slate-600">No lease ends in the next 90 days.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {ending.leases.map((l) => (
            <li key={l.lease_id} className="flex justify-between gap-2 py-1.5 text-sm">
              <Link
                to={`/rental-dashboard/leases/${l.lease_id}`}
                className="text-brand-700 underline-offset-4 hover:underline"
              >
                {l.property_address} · {l.unit_label}
              </Link>
              <span className="text-slate-600 tabular-nums">
                {formatDay(l.end_date)} ({l.days_left} d)
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
