import { SubmitOfferInput } from '@threshold/domain/listings/submit-offer.contract';

/** The offer form as typed (strings; money in dollars), and its conversion to the contract. */
export interface OfferFormValues {
  buyer_names: string;
  agent_name: string;
  agent_brokerage: string;
  agent_license: string;
  agent_email: string;
  agent_phone: string;
  price: string;
  earnest_money: string;
  down_payment: string;
  financing: string;
  loan_amount: string;
  inspection_days: string;
  appraisal_days: string;
  financing_days: string;
  sale_of_home_days: string;
  closing_date: string;
  days_to_close: string;
  seller_concessions: string;
  escalation_increment: string;
  escalation_cap: string;
  possession: string;
  expires_at: string;
  notes: string;
  website: string;
}

export const emptyOfferForm = (): OfferFormValues => ({
  buyer_names: '',
  agent_name: '',
  agent_brokerage: '',
  agent_license: '',
  agent_email: '',
  agent_phone: '',
  price: '',
  earnest_money: '',
  down_payment: '',
  financing: 'conventional',
  loan_amount: '',
  inspection_days: '10',
  appraisal_days: '',
  financing_days: '',
  sale_of_home_days: '',
  closing_date: '',
  days_to_close: '30',
  seller_concessions: '',
  escalation_increment: '',
  escalation_cap: '',
  possession: 'At closing',
  expires_at: '',
  notes: '',
  website: '',
});

const cents = (v: string) => {
  const clean = v.replace(/[$,\s]/g, '');
  if (clean === '') return null;
  const n = Number(clean);
  return Number.isFinite(n) ? Math.round(n * 100) : Number.NaN;
};
const int = (v: string) => (v.trim() === '' ? null : Number(v));
const text = (v: string) => (v.trim() === '' ? null : v.trim());

/** Contract path → form field. */
const FIELD_OF: Record<string, keyof OfferFormValues> = {
  price_cents: 'price',
  earnest_money_cents: 'earnest_money',
  down_payment_cents: 'down_payment',
  loan_amount_cents: 'loan_amount',
  seller_concessions_cents: 'seller_concessions',
  'escalation.increment_cents': 'escalation_increment',
  'escalation.cap_cents': 'escalation_cap',
  'contingencies.inspection_days': 'inspection_days',
  'contingencies.appraisal_days': 'appraisal_days',
  'contingencies.financing_days': 'financing_days',
  'contingencies.sale_of_home_days': 'sale_of_home_days',
  financing: 'financing',
  _: 'website',
};
export const offerFieldOf = (path: string): keyof OfferFormValues =>
  FIELD_OF[path] ?? ((path.split('.')[0] ?? path) as keyof OfferFormValues);

export function buildOfferInput(
  v: OfferFormValues,
):
  | { ok: true; input: SubmitOfferInput }
  | { ok: false; errors: Partial<Record<keyof OfferFormValues, string>> } {
  const increment = cents(v.escalation_increment);
  const cap = cents(v.escalation_cap);
  const expires = v.expires_at ? new Date(v.expires_at) : null;
  const result = SubmitOfferInput.safeParse({
    buyer_names: v.buyer_names
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean),
    agent_name: v.agent_name,
    agent_brokerage: v.agent_brokerage,
    agent_license: v.agent_license,
    agent_email: v.agent_email.trim(),
    agent_phone: v.agent_phone,
    price_cents: cents(v.price) ?? 0,
    earnest_money_cents: cents(v.earnest_money) ?? 0,
    down_payment_cents: cents(v.down_payment),
    financing: v.financing,
    loan_amount_cents: v.financing === 'cash' ? null : cents(v.loan_amount),
    contingencies: {
      inspection_days: int(v.inspection_days),
      appraisal_days: int(v.appraisal_days),
      financing_days: v.financing === 'cash' ? null : int(v.financing_days),
      sale_of_home_days: int(v.sale_of_home_days),
    },
    closing_date: text(v.closing_date),
    days_to_close: text(v.closing_date) ? null : int(v.days_to_close),
    seller_concessions_cents: cents(v.seller_concessions) ?? 0,
    escalation: increment || cap ? { increment_cents: increment ?? 0, cap_cents: cap ?? 0 } : null,
    possession: text(v.possession),
    expires_at: expires && !Number.isNaN(expires.getTime()) ? expires.toISOString() : '',
    notes: text(v.notes),
    ...(v.website ? { website: v.website } : {}),
  });
  if (result.success) return { ok: true, input: result.data };
  const errors: Partial<Record<keyof OfferFormValues, string>> = {};
  for (const issue of result.error.issues)
    errors[offerFieldOf(issue.path.map(String).join('.'))] ??= issue.message;
  return { ok: false, errors };
}
