import type { OfferStatusDto } from '@threshold/domain/listings/offer-status.contract';
import { formatCents } from '../lib/offer-format';

type Round = OfferStatusDto['counters'][number];

export function termsText(terms: Round['terms']): string {
  return [
    terms.price_cents !== undefined && `price ${formatCents(terms.price_cents)}`,
    terms.earnest_money_cents !== undefined && `earnest money ${formatCents(terms.earnest_money_cents)}`,
    terms.seller_concessions_cents !== undefined &&
      `concessions ${formatCents(terms.seller_concessions_cents)}`,
    terms.closing_date !== undefined && `closing ${terms.closing_date}`,
    terms.inspection_days !== undefined &&
      `inspection ${terms.inspection_days ?? 'waived'}${terms.inspection_days == null ? '' : ' days'}`,
  ]
    .filter(Boolean)
    .join(', ');
}

/** Every round of the negotiation, oldest first. */
export function CounterRounds({ rounds }: { rounds: Round[] }) {
  if (rounds.length === 0) return null;
  return (
    <ol className="space-y-2 text-sm">
      {rounds.map((r) => (
        <li key={r.round} className="rounded-md border border-slate-200 bg-white p-3">
          <p className="font-medium text-slate-900">
            Round {r.round}: {r.from_side === 'seller' ? 'the sellers countered' : 'you countered'}
            {r.response ? ` — ${r.response}` : ' — waiting for an answer'}
          </p>
          <p className="text-slate-700">{termsText(r.terms)}</p>
          {r.message ? <p className="text-slate-600">“{r.message}”</p> : null}
        </li>
      ))}
    </ol>
  );
}
