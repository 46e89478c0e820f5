import { FALL_THROUGH_REASON_LABELS } from '@threshold/domain/transactions/fall-through-reason';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { TransactionDetailDto } from '@threshold/domain/transactions/get-transaction.contract';
import { Badge } from '@/components/ui/badge';
import { personName } from '../../model/format';
import { SIDE_LABELS, TYPE_LABELS } from '../../model/labels';
import { StatusBadge } from '../common/status-badge';
import { EditDealButton } from './edit-deal-dialog';
import { ReassignButton } from './reassign-dialog';
import { StatusActions } from './status-actions';

export function DealHeader({ deal }: { deal: TransactionDetailDto }) {
  const { address } = deal;
  const place = [
    address.line1,
    address.line2,
    address.city,
    [address.state, address.postal_code].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <header>
      <Link
        to="/transactions"
        className="focus-ring inline-flex items-center gap-1 rounded text-sm text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Transactions
      </Link>
      <div className="mt-2 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{deal.title}</h1>
          <p className="mt-1 text-sm text-slate-600">{place}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <StatusBadge status={deal.status} />
            {deal.fall_through_reason ? (
              <Badge tone="muted">Fell through: {FALL_THROUGH_REASON_LABELS[deal.fall_through_reason]}</Badge>
            ) : null}
            <Badge tone="muted">{TYPE_LABELS[deal.type]}</Badge>
            <Badge tone="muted">
              {deal.side === 'dual' ? 'Both sides (dual)' : `${SIDE_LABELS[deal.side]} side`}
            </Badge>
            {deal.team ? <Badge tone="muted">{deal.team.name}</Badge> : null}
            <span className="text-sm text-slate-700">Agent: {personName(deal.owner, 'Unknown')}</span>
          </div>
        </div>
        {deal.access.read_only ? null : (
          <div className="flex flex-wrap gap-2">
            {deal.access.can_edit ? <EditDealButton deal={deal} /> : null}
            <ReassignButton deal={deal} />
            <StatusActions deal={deal} />
          </div>
        )}
      </div>
    </header>
  );
}
