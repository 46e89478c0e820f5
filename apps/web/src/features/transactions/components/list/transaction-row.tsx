import { memo } from 'react';
import { Link } from 'react-router';
import type { TransactionSummaryDto } from '@threshold/domain/transactions/list-transactions.contract';
import { dealPrice, formatCents, formatDate, personName } from '../../model/format';
import { SIDE_LABELS, TYPE_LABELS } from '../../model/labels';
import { StatusBadge } from '../common/status-badge';

export const ROW_HEIGHT = 56;

const BASIS = { sale: 'sale', offer: 'offer', list: 'list' } as const;

/** One deal in the table; memoized so scrolling re-renders only rows entering the window. */
export const TransactionRow = memo(function TransactionRow({
  deal,
  index,
}: {
  deal: TransactionSummaryDto;
  index: number;
}) {
  const price = dealPrice(deal);
  const place = [deal.address.city, deal.address.state].filter(Boolean).join(', ');
  return (
    <tr
      aria-rowindex={index + 2}
      className="border-b border-slate-100 hover:bg-slate-50"
      style={{ height: ROW_HEIGHT }}
    >
      <td className="truncate px-3">
        <Link
          to={`/transactions/${deal.id}`}
          className="focus-ring block truncate font-medium text-brand-700 hover:underline"
        >
          {deal.title}
        </Link>
        <span className="block truncate text-xs text-slate-600">{place}</span>
      </td>
      <td className="px-3">
        <StatusBadge status={deal.status} />
      </td>
      <td className="truncate px-3 text-sm">{TYPE_LABELS[deal.type]}</td>
      <td className="truncate px-3 text-sm">{SIDE_LABELS[deal.side]}</td>
      <td className="truncate px-3 text-sm">{personName(deal.owner, '—')}</td>
      <td className="px-3 text-sm whitespace-nowrap">{formatDate(deal.closing_date)}</td>
      <td className="px-3 text-right text-sm whitespace-nowrap tabular-nums">
        {formatCents(price.cents)}
        {price.basis ? <span className="block text-xs text-slate-600">{BASIS[price.basis]}</span> : null}
      </td>
    </tr>
  );
});
