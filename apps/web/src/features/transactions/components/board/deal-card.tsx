import { Link } from 'react-router';
import type { TransactionSummaryDto } from '@threshold/domain/transactions/list-transactions.contract';
import { dealPrice, formatCents, formatDate, personName } from '../../model/format';
import { TYPE_LABELS } from '../../model/labels';

/** A deal on the pipeline board; the whole card is the link. */
export function DealCard({ deal }: { deal: TransactionSummaryDto }) {
  const price = dealPrice(deal);
  return (
    <li>
      <Link
        to={`/transactions/${deal.id}`}
        className="focus-ring block rounded-md border border-slate-200 bg-white p-3 shadow-sm hover:border-brand-600"
      >
        <span className="block truncate text-sm font-medium text-slate-900">{deal.title}</span>
        <span className="block truncate text-xs text-slate-600">
          {deal.address.city} · {TYPE_LABELS[deal.type]}
        </span>
        <span className="mt-2 flex items-center justify-between gap-2 text-xs text-slate-700">
          <span className="truncate">{personName(deal.owner, '—')}</span>
          <span className="tabular-nums">{formatCents(price.cents)}</span>
        </span>
        {deal.closing_date ? (
          <span className="mt-1 block text-xs text-slate-600">Closing {formatDate(deal.closing_date)}</span>
        ) : null}
      </Link>
    </li>
  );
}
