import type { SubmitOfferInput } from '@threshold/domain/listings/submit-offer.contract';
import { OFFER_ATTACHMENT_KIND_LABELS } from '@threshold/domain/listings/offer-attachment.contract';
import type { ChosenAttachment } from '../lib/attachment-files';
import { formatCents } from '../lib/offer-format';

const days = (n: number | null) => (n === null ? 'waived' : `${n} days`);

/** The review step: the offer as it will be sent. */
export function OfferReview({
  offer,
  attachments,
}: {
  offer: SubmitOfferInput;
  attachments: ChosenAttachment[];
}) {
  const rows: [string, string][] = [
    ['Buyers', offer.buyer_names.join(', ')],
    ['Agent', `${offer.agent_name}, ${offer.agent_brokerage} (licence ${offer.agent_license})`],
    ['Contact', `${offer.agent_email} · ${offer.agent_phone}`],
    ['Price', formatCents(offer.price_cents)],
    ['Earnest money', formatCents(offer.earnest_money_cents)],
    [
      'Financing',
      `${offer.financing.toUpperCase()}${offer.loan_amount_cents ? `, loan ${formatCents(offer.loan_amount_cents)}` : ''}`,
    ],
    ['Seller concessions', formatCents(offer.seller_concessions_cents)],
    [
      'Escalation',
      offer.escalation
        ? `by ${formatCents(offer.escalation.increment_cents)} up to ${formatCents(offer.escalation.cap_cents)}`
        : 'none',
    ],
    ['Inspection', days(offer.contingencies.inspection_days)],
    ['Appraisal', days(offer.contingencies.appraisal_days)],
    ['Financing contingency', days(offer.contingencies.financing_days)],
    ['Sale of buyer’s home', days(offer.contingencies.sale_of_home_days)],
    ['Closing', offer.closing_date ?? `${offer.days_to_close} days after acceptance`],
    ['Possession', offer.possession ?? '—'],
    ['Expires', new Date(offer.expires_at).toLocaleString()],
    [
      'Attachments',
      attachments.map((a) => `${a.file.name} (${OFFER_ATTACHMENT_KIND_LABELS[a.kind]})`).join(', ') || 'none',
    ],
  ];
  return (
    <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 px-4 py-2">
          <dt className="text-slate-600">{label}</dt>
          <dd className="text-right font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
