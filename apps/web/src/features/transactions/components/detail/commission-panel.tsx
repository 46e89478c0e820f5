import type { z } from 'zod';
import type { CommissionDto } from '@threshold/domain/transactions/get-transaction.contract';
import { Card, CardTitle } from '@/components/ui/card';
import { formatCents } from '../../model/format';

const BASIS = {
  sale: 'the sale price',
  offer: 'the offer price',
  list: 'the list price',
  none: 'no price yet',
} as const;

/** Commission figures; rendered only when the API sent them (financials_visible). */
export function CommissionPanel({ commission }: { commission: z.infer<typeof CommissionDto> }) {
  const b = commission.breakdown;
  return (
    <Card aria-labelledby="commission-title" className="lg:col-span-2">
      <CardTitle id="commission-title">Commission</CardTitle>
      {!b ? (
        <p className="mt-2 text-sm text-slate-600">No commission plan on this deal yet.</p>
      ) : (
        <div className="mt-3 space-y-4 text-sm">
          <p className="text-slate-700">
            Gross commission <strong className="text-slate-900">{formatCents(b.gross_cents)}</strong>, based
            on {BASIS[b.basis]} ({formatCents(b.basis_cents)}).
            {b.referral_cents > 0 ? ` Referral fee ${formatCents(b.referral_cents)}.` : ''}
          </p>
          <div className="overflow-x-auto">
            <table className="w-full text-left">
              <caption className="sr-only">Net commission by agent</caption>
              <thead className="text-xs text-slate-600">
                <tr>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Agent
                  </th>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Side
                  </th>
                  <th scope="col" className="py-1 pr-3 text-right font-medium">
                    Credit
                  </th>
                  <th scope="col" className="py-1 pr-3 text-right font-medium">
                    Brokerage split
                  </th>
                  <th scope="col" className="py-1 pr-3 text-right font-medium">
                    Fees
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    Net
                  </th>
                </tr>
              </thead>
              <tbody className="tabular-nums">
                {b.agents.map((a) => (
                  <tr key={`${a.user_id}-${a.side}`} className="border-t border-slate-100">
                    <td className="py-1 pr-3">
                      {[a.first_name, a.last_name].filter(Boolean).join(' ') || 'Agent'}
                    </td>
                    <td className="py-1 pr-3">{a.side === 'listing' ? 'Listing' : 'Buyer'}</td>
                    <td className="py-1 pr-3 text-right">{formatCents(a.credit_cents)}</td>
                    <td className="py-1 pr-3 text-right">{formatCents(a.brokerage_split_cents)}</td>
                    <td className="py-1 pr-3 text-right">{formatCents(a.fees_cents)}</td>
                    <td className="py-1 text-right font-medium">{formatCents(a.net_cents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="text-slate-700">
            Brokerage net <strong className="text-slate-900">{formatCents(b.brokerage.net_cents)}</strong>{' '}
            (split {formatCents(b.brokerage.split_cents)}, fees collected{' '}
            {formatCents(b.brokerage.fees_collected_cents)}, fees paid{' '}
            {formatCents(b.brokerage.fees_paid_cents)}). External fees {formatCents(b.external_fees_cents)}.
          </p>
        </div>
      )}
    </Card>
  );
}
