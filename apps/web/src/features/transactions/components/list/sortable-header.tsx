import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { TransactionSort } from '@threshold/domain/transactions/list-transactions.contract';
import { cn } from '@/lib/cn';

type SortField = 'address' | 'closing_date' | 'price';

interface SortableHeaderProps {
  label: string;
  field: SortField;
  sort: TransactionSort;
  onSort: (sort: TransactionSort) => void;
  className?: string;
}

/** A column header that sorts by its field; a second press reverses the order. */
export function SortableHeader({ label, field, sort, onSort, className }: SortableHeaderProps) {
  const direction = sort === field ? 'ascending' : sort === `-${field}` ? 'descending' : 'none';
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  const next = (direction === 'ascending' ? `-${field}` : field) as TransactionSort;
  return (
    <th scope="col" aria-sort={direction} className={cn('px-3 py-2', className)}>
      <button
        type="button"
        onClick={() => onSort(next)}
        className="focus-ring inline-flex items-center gap-1 rounded font-semibold hover:text-slate-900"
      >
        {label}
        <Icon aria-hidden="true" className={cn('h-3.5 w-3.5', direction === 'none' && 'text-slate-400')} />
      </button>
    </th>
  );
}
