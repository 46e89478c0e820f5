import type { RentRollRow } from '@threshold/domain/rentals/rental-dashboard.contract';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { formatCents, formatDay, UNIT_STATUS_LABELS } from '../lib/rental-format';

const ROW_HEIGHT = 40;
const grid = 'grid grid-cols-[2fr_0.6fr_1fr_1.6fr_1fr_1fr_1fr] items-center gap-2 px-3';

/** Every unit with its lease and balance; virtualized, so thousands of units keep the page light. */
export function RentRollTable({ rows }: { rows: RentRollRow[] }) {
  const scroller = useRef<HTMLDivElement>(null);
  // The virtualizer re-renders this component on scroll by design (no React Compiler here).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  return (
    <div
      role="table"
      aria-label="Rent roll"
      aria-rowcount={rows.length + 1}
      className="rounded-lg border border-slate-200 bg-white"
    >
      <div role="rowgroup">
        <div
          role="row"
          aria-rowindex={1}
          className={`${grid} border-b border-slate-200 py-2 text-xs font-medium text-slate-600`}
        >
          {['Property', 'Unit', 'Status', 'Tenants', 'Rent', 'Lease ends', 'Balance'].map((h) => (
            <span role="columnheader" key={h}>
              {h}
            </span>
          ))}
        </div>
      </div>
      <div role="rowgroup" ref={scroller} className="max-h-[28rem] overflow-y-auto">
        <div style={{ height: virtual.getTotalSize(), position: 'relative' }}>
          {virtual.getVirtualItems().map((item) => {
            const r = rows[item.index]!;
            return (
              <div
                role="row"
                aria-rowindex={item.index + 2}
                key={r.unit_id}
                className={`${grid} absolute inset-x-0 border-b border-slate-100 text-sm`}
                style={{ height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
              >
                <span role="cell" className="truncate">
                  <Link
                    to={`/rental-dashboard/properties/${r.rental_property_id}`}
                    className="text-brand-700 underline-offset-4 hover:underline"
                  >
                    {r.property_address}
                  </Link>
                </span>
                <span role="cell">{r.unit_label}</span>
                <span role="cell">
                  <Badge
                    tone={r.status === 'vacant' ? 'warning' : r.status === 'occupied' ? 'success' : 'neutral'}
                  >
                    {UNIT_STATUS_LABELS[r.status]}
                  </Badge>
                </span>
                <span role="cell" className="truncate">
                  {r.lease_id ? (
                    <Link
                      to={`/rental-dashboard/leases/${r.lease_id}`}
                      className="text-brand-700 underline-offset-4 hover:underline"
                    >
                      {r.tenants ?? 'Lease'}
                    </Link>
                  ) : (
                    '—'
                  )}
                </span>
                <span role="cell" className="tabular-nums">
                  {formatCents(r.rent_cents ?? r.market_rent_cents)}
                </span>
                <span role="cell">{formatDay(r.lease_end_date)}</span>
                <span role="cell" className={`tabular-nums ${r.balance_cents > 0 ? 'text-red-700' : ''}`}>
                  {formatCents(r.balance_cents)}
                </span>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
