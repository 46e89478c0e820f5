import { useQuery } from '@tanstack/react-query';
import { TransactionPage } from '@threshold/domain/transactions/list-transactions.contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { api } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { rentalsKeys } from '../api/rentals-keys';

/** The caller's lease deals (newest first, searchable by address or names), each a link to draft its lease. */
export function LeaseSourcePicker() {
  const [q, setQ] = useState('');
  const search = useDebouncedValue(q, 250);
  const deals = useQuery({
    queryKey: [...rentalsKeys.all, 'lease-deals', search] as const,
    queryFn: ({ signal }) =>
      api.get('/api/transactions', {
        schema: TransactionPage,
        signal,
        query: { type: 'lease', q: search.trim() || undefined, limit: 25 },
      }),
  });
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <FormField label="Find a lease deal (address or names)" className="max-w-md">
        <Input autoComplete="off" value={q} onChange={(e) => setQ(e.target.value)} />
      </FormField>
      {deals.isPending ? (
        <Spinner label="Loading lease deals" />
      ) : deals.isError ? (
        <LoadError what="the deals" error={deals.error} onRetry={() => void deals.refetch()} />
      ) : deals.data.items.length === 0 ? (
        <p className="text-sm text-slate-600">No lease deals{search ? ' match' : ' yet'}.</p>
      ) : (
        <ul aria-label="Lease deals" className="divide-y divide-slate-100">
          {deals.data.items.map((d) => (
            <li key={d.id} className="py-2 text-sm">
              <Link
                to={`/rental-dashboard/leases/new?transaction_id=${d.id}`}
                className="text-brand-700 underline-offset-4 hover:underline"
              >
                Draft a lease from {d.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
