import type { RentalDashboardDto } from '@threshold/domain/rentals/rental-dashboard.contract';
import { Link } from 'react-router';
import { formatCents } from '../lib/rental-format';

type Delinquency = RentalDashboardDto['delinquency'];
const th = 'px-3 py-2 text-left text-xs font-medium text-slate-600';
const td = 'px-3 py-2 text-sm tabular-nums';

/** Leases that owe money, with what they owe by age (current, 30, 60, 90+ days). */
export function DelinquencyTable({ delinquency }: { delinquency: Delinquency }) {
  if (delinquency.leases.length === 0) return <p className="text-sm text-slate-600">Nobody owes rent. 🎉</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full">
        <caption className="sr-only">Delinquent leases with aging</caption>
        <thead className="border-b border-slate-200">
          <tr>
            <th className={th} scope="col">
              Lease
            </th>
            <th className={th} scope="col">
              Tenants
            </th>
            <th className={`${th} text-right`} scope="col">
              Balance
            </th>
            <th className={`${th} text-right`} scope="col">
              Current
            </th>
            <th className={`${th} text-right`} scope="col">
              30+
            </th>
            <th className={`${th} text-right`} scope="col">
              60+
            </th>
            <th className={`${th} text-right`} scope="col">
              90+
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {delinquency.leases.map((l) => (
            <tr key={l.lease_id}>
              <td className="px-3 py-2 text-sm">
                <Link
                  to={`/rental-dashboard/leases/${l.lease_id}`}
                  className="text-brand-700 underline-offset-4 hover:underline"
                >
                  {l.property_address} · {l.unit_label}
                </Link>
              </td>
              <td className="px-3 py-2 text-sm">{l.tenants}</td>
              <td className={`${td} text-right font-medium`}>{formatCents(l.balance_cents)}</td>
              <td className={`${td} text-right`}>{formatCents(l.aging.current)}</td>
              <td className={`${td} text-right`}>{formatCents(l.aging.days_30)}</td>
              <td className={`${td} text-right`}>{formatCents(l.aging.days_60)}</td>
              <td className={`${td} text-right text-red-700`}>{formatCents(l.aging.days_90_plus)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-slate-200">
          <tr>
            <th className={th} scope="row" colSpan={2}>
              Total
            </th>
            <td className={`${td} text-right font-semibold`}>{formatCents(delinquency.total_cents)}</td>
            <td className={`${td} text-right`}>{formatCents(delinquency.aging.current)}</td>
            <td className={`${td} text-right`}>{formatCents(delinquency.aging.days_30)}</td>
            <td className={`${td} text-right`}>{formatCents(delinquency.aging.days_60)}</td>
            <td className={`${td} text-right`}>{formatCents(delinquency.aging.days_90_plus)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
