import type { LeaseLedgerDto } from '@threshold/domain/rentals/rent-ledger.contract';
import { formatCents, formatDay, LEDGER_KIND_LABELS } from '../lib/rental-format';

const th = 'px-3 py-2 text-left text-xs font-medium text-slate-600';

/** The lease's ledger, oldest first, with the balance after each entry; nothing here is ever edited. */
export function LedgerTable({ ledger }: { ledger: LeaseLedgerDto }) {
  if (ledger.entries.length === 0)
    return (
      <p className="text-sm text-slate-600">
        No entries yet: charges appear once the lease is active and rent falls due.
      </p>
    );
  return (
    <div
      role="region"
      aria-label="Ledger entries"
      tabIndex={0}
      className="max-h-[32rem] overflow-auto rounded-lg border border-slate-200 bg-white"
    >
      <table className="w-full">
        <caption className="sr-only">Ledger entries</caption>
        <thead className="sticky top-0 border-b border-slate-200 bg-white">
          <tr>
            <th className={th} scope="col">
              Date
            </th>
            <th className={th} scope="col">
              Entry
            </th>
            <th className={th} scope="col">
              Description
            </th>
            <th className={`${th} text-right`} scope="col">
              Charge
            </th>
            <th className={`${th} text-right`} scope="col">
              Paid / credit
            </th>
            <th className={`${th} text-right`} scope="col">
              Balance
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-sm">
          {ledger.entries.map((e) => {
            const debit =
              e.kind === 'charge' || e.kind === 'late_fee' || (e.kind === 'adjustment' && e.amount_cents > 0);
            return (
              <tr key={e.id}>
                <td className="px-3 py-1.5 whitespace-nowrap">{formatDay(e.entry_date)}</td>
                <td className="px-3 py-1.5">{LEDGER_KIND_LABELS[e.kind]}</td>
                <td className="px-3 py-1.5">{e.description}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">
                  {debit ? formatCents(Math.abs(e.amount_cents)) : ''}
                </td>
                <td className="px-3 py-1.5 text-right tabular-nums">
                  {debit ? '' : formatCents(Math.abs(e.amount_cents))}
                </td>
                <td className="px-3 py-1.5 text-right font-medium tabular-nums">
                  {formatCents(e.balance_cents)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
