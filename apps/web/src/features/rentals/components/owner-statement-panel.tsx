import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useOwnerStatement } from '../api/maintenance-api';
import { formatBps, formatCents, formatDay } from '../lib/rental-format';
import { LoadError } from '@/components/ui/load-error';

/** A month's owner statement of a property: collected − management fee − expenses, per owner. */
export function OwnerStatementPanel({ rentalPropertyId }: { rentalPropertyId: string }) {
  const [period, setPeriod] = useState(() => new Date().toISOString().slice(0, 7));
  const statement = useOwnerStatement(rentalPropertyId, period);
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <FormField label="Month" className="max-w-xs">
        <Input type="month" value={period} onChange={(e) => e.target.value && setPeriod(e.target.value)} />
      </FormField>
      {statement.isPending ? (
        <Spinner label="Loading the statement" />
      ) : statement.isError ? (
        <LoadError what="the statement" error={statement.error} onRetry={() => void statement.refetch()} />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-xs text-slate-600">Rent collected</dt>
              <dd data-testid="statement-collected" className="font-semibold tabular-nums">
                {formatCents(statement.data.collected_cents)}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">Management fee</dt>
              <dd className="tabular-nums">{formatCents(statement.data.management_fee_cents)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">Expenses</dt>
              <dd data-testid="statement-expenses" className="tabular-nums">
                {formatCents(statement.data.expenses_cents)}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">Net to owners</dt>
              <dd className="font-semibold tabular-nums">{formatCents(statement.data.net_cents)}</dd>
            </div>
          </dl>
          {statement.data.expenses.length > 0 ? (
            <ul className="text-sm text-slate-700">
              {statement.data.expenses.map((e, i) => (
                <li key={i}>
                  {formatDay(e.expense_date)} · {e.description} · {formatCents(e.amount_cents)}
                </li>
              ))}
            </ul>
          ) : null}
          <ul className="text-sm text-slate-700">
            {statement.data.owners.map((o) => (
              <li key={o.owner_id}>
                {o.name} ({formatBps(o.share_bps)}): {formatCents(o.net_cents)}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
