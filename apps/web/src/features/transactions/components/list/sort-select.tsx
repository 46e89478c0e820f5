import type { TransactionSort } from '@threshold/domain/transactions/list-transactions.contract';
import { Select } from '@/components/ui/select';

export const SORT_LABELS: Readonly<Record<TransactionSort, string>> = {
  '-updated_at': 'Recently updated',
  updated_at: 'Least recently updated',
  '-created_at': 'Newest first',
  created_at: 'Oldest first',
  closing_date: 'Closing date, soonest',
  '-closing_date': 'Closing date, latest',
  price: 'Price, low to high',
  '-price': 'Price, high to low',
  address: 'Address, A–Z',
  '-address': 'Address, Z–A',
};

export function SortSelect({
  value,
  onChange,
}: {
  value: TransactionSort;
  onChange: (sort: TransactionSort) => void;
}) {
  return (
    <div className="w-56">
      <Select
        aria-label="Sort deals"
        value={value}
        onChange={(e) => onChange(e.target.value as TransactionSort)}
      >
        {Object.entries(SORT_LABELS).map(([sort, label]) => (
          <option key={sort} value={sort}>
            {label}
          </option>
        ))}
      </Select>
    </div>
  );
}
