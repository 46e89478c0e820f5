import type { OfferDto } from '@threshold/domain/listings/offer.contract';
import { FileText } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { formatCents } from '../lib/listing-format';
import { bestOf, COMPARISON_ROWS, sortOffers, timeLeft } from '../lib/offer-comparison';
import { OfferActions } from './offer-actions';
import { OfferAttachmentLinks } from './offer-attachment-links';

const MONEY_ROWS = new Set(['net', 'effective', 'price', 'earnest', 'concessions']);
const contingencies = (o: OfferDto) =>
  (
    [
      ['Inspection', o.contingencies.inspection_days],
      ['Appraisal', o.contingencies.appraisal_days],
      ['Financing', o.contingencies.financing_days],
      ['Home sale', o.contingencies.sale_of_home_days],
    ] as const
  )
    .filter(([, d]) => d !== null)
    .map(([l, d]) => `${l} ${d}d`)
    .join(', ') || 'None';

/** Offers side by side: one column per offer, the best value of each row highlighted, sortable by any row. */
export function OffersGrid({ offers, canManage }: { offers: OfferDto[]; canManage: boolean }) {
  const [sortKey, setSortKey] = useState('net');
  if (offers.length === 0)
    return (
      <EmptyState icon={FileText} title="No offers yet">
        <p>Share the offer link with buyer agents: their offers appear here side by side.</p>
      </EmptyState>
    );
  const sorted = sortOffers(offers, sortKey);
  const dealTaken = offers.some((o) => o.transaction_id);
  return (
    <div className="space-y-3">
      <div className="max-w-xs">
        <FormField label="Order offers by">
          <Select value={sortKey} onChange={(e) => setSortKey(e.target.value)}>
            {COMPARISON_ROWS.map((r) => (
              <option key={r.key} value={r.key}>
                {r.label}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="min-w-full text-sm">
          <caption className="sr-only">
            Offers compared side by side; the best value in each row is marked
          </caption>
          <thead>
            <tr className="border-b border-slate-200 bg-slate-50 align-top">
              <th scope="col" className="px-3 py-2 text-left">
                Offer
              </th>
              {sorted.map((o) => (
                <th key={o.id} scope="col" className="px-3 py-2 text-left font-normal">
                  <span className="block font-semibold text-slate-900">{o.agent.name}</span>
                  <span className="block text-xs text-slate-600">{o.agent.brokerage}</span>
                  <span className="block text-xs text-slate-600">for {o.buyer_names.join(', ')}</span>
                  <Badge
                    className="mt-1"
                    tone={
                      o.status === 'Accepted' ? 'success' : o.status === 'Countered' ? 'warning' : 'neutral'
                    }
                  >
                    {o.status}
                  </Badge>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {COMPARISON_ROWS.map((row) => {
              const best = bestOf(offers, row);
              return (
                <tr key={row.key}>
                  <th scope="row" className="px-3 py-2 text-left font-medium text-slate-700">
                    {row.label}
                  </th>
                  {sorted.map((o) => {
                    const v = row.value(o);
                    return (
                      <td
                        key={o.id}
                        className={cn(
                          'px-3 py-2 tabular-nums',
                          best.has(o.id) && 'bg-emerald-50 font-semibold text-emerald-900',
                        )}
                      >
                        {v === null ? '—' : MONEY_ROWS.has(row.key) ? formatCents(v) : v}
                        {best.has(o.id) ? <span className="sr-only"> (best)</span> : null}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
            <OfferRow label="Financing" offers={sorted}>
              {(o) => (
                <>
                  {o.financing.toUpperCase()}
                  {o.loan_amount_cents ? `, ${formatCents(o.loan_amount_cents)}` : ''}
                </>
              )}
            </OfferRow>
            <OfferRow label="Contingencies" offers={sorted}>
              {contingencies}
            </OfferRow>
            <OfferRow label="Escalation" offers={sorted}>
              {(o) =>
                o.escalation
                  ? `+${formatCents(o.escalation.increment_cents)} to ${formatCents(o.escalation.cap_cents)}`
                  : '—'
              }
            </OfferRow>
            <OfferRow label="Expires" offers={sorted}>
              {(o) => <time dateTime={o.expires_at}>{timeLeft(o.expires_at)}</time>}
            </OfferRow>
            <OfferRow label="Notes" offers={sorted} cellClassName="max-w-48 px-3 py-2 text-xs text-slate-700">
              {(o) => (
                <>
                  {o.notes ?? '—'}
                  {o.counters.length ? (
                    <span className="block text-slate-600">{o.counters.length} counter round(s)</span>
                  ) : null}
                </>
              )}
            </OfferRow>
            <OfferRow label="Attachments" offers={sorted} cellClassName="px-3 py-2 text-xs">
              {(o) => <OfferAttachmentLinks offerId={o.id} attachments={o.attachments} />}
            </OfferRow>
            {canManage ? (
              <tr>
                <th scope="row" className="px-3 py-2 text-left font-medium text-slate-700">
                  Decide
                </th>
                {sorted.map((o) => (
                  <td key={o.id} className="px-3 py-2 align-top">
                    <OfferActions offer={o} dealTaken={dealTaken} />
                  </td>
                ))}
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-slate-600">
        Effective price applies escalation clauses against the other open offers’ prices. Net to seller =
        effective price − concessions − commissions offered − estimated closing costs (1 % + $1,500).
      </p>
    </div>
  );
}

/** One row of the comparison: its label, then a cell per offer in the grid's order. */
function OfferRow({
  label,
  offers,
  cellClassName = 'px-3 py-2',
  children,
}: {
  label: string;
  offers: OfferDto[];
  cellClassName?: string;
  children: (offer: OfferDto) => ReactNode;
}) {
  return (
    <tr>
      <th scope="row" className="px-3 py-2 text-left font-medium text-slate-700">
        {label}
      </th>
      {offers.map((o) => (
        <td key={o.id} className={cellClassName}>
          {children(o)}
        </td>
      ))}
    </tr>
  );
}
