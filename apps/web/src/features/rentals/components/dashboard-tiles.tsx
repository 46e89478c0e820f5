import type { RentalDashboardDto } from '@threshold/domain/rentals/rental-dashboard.contract';
import { formatBps, formatCents } from '../lib/rental-format';

const tile = 'rounded-lg border border-slate-200 bg-white p-3';

/** Occupancy, rent and this month's collections at a glance. */
export function DashboardTiles({ data }: { data: RentalDashboardDto }) {
  const units = data.units.vacant + data.units.occupied + data.units.notice + data.units.off_market;
  const figures: [string, string][] = [
    ['Occupancy', formatBps(data.occupancy_bps)],
    ['Units', `${units} (${data.units.vacant} vacant)`],
    ['Monthly rent roll', formatCents(data.scheduled_rent_cents)],
    ['Due this month', formatCents(data.due_this_month_cents)],
    ['Collected this month', formatCents(data.collected_this_month_cents)],
    ['Delinquent', formatCents(data.delinquency.total_cents)],
  ];
  return (
    <section aria-label="Portfolio" className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {figures.map(([label, value]) => (
        <div key={label} className={tile}>
          <p className="text-xl font-semibold text-slate-900 tabular-nums">{value}</p>
          <p className="text-xs text-slate-600">{label}</p>
        </div>
      ))}
    </section>
  );
}
