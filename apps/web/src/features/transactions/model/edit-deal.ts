/**
 * The "Edit details" form: strings in the form, a PATCH body of the changed fields only, validated
 * with UpdateTransactionInput. Money is typed in dollars and sent in cents.
 */
import type { TransactionDetailDto } from '@threshold/domain/transactions/get-transaction.contract';
import {
  UpdateTransactionInput,
  type UpdateTransactionInput as UpdateInput,
} from '@threshold/domain/transactions/update-transaction.contract';
import { formPath } from './wizard';
import { dollarsToCents } from './wizard-input';

export interface EditDealValues {
  title: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  postal_code: string;
  mls_number: string;
  property_type: string;
  beds: string;
  baths: string;
  square_feet: string;
  year_built: string;
  list_price: string;
  offer_price: string;
  sale_price: string;
  earnest_money: string;
  financing_type: string;
}

const text = (n: number | null) => (n === null ? '' : String(n));
const dollars = (cents: number | null) => (cents === null ? '' : String(cents / 100));

export function dealToValues(deal: TransactionDetailDto): EditDealValues {
  return {
    title: deal.title,
    ...deal.address,
    line2: deal.address.line2 ?? '',
    mls_number: deal.mls_number ?? '',
    property_type: deal.property_type ?? '',
    beds: text(deal.beds),
    baths: text(deal.baths),
    square_feet: text(deal.square_feet),
    year_built: text(deal.year_built),
    list_price: dollars(deal.list_price_cents),
    offer_price: dollars(deal.offer_price_cents),
    sale_price: dollars(deal.sale_price_cents),
    earnest_money: dollars(deal.earnest_money_cents),
    financing_type: deal.financing_type ?? '',
  };
}

type Errors = Record<string, string>;
const ADDRESS = ['line1', 'line2', 'city', 'state', 'postal_code'] as const;
const NUMBERS = ['beds', 'baths', 'square_feet', 'year_built'] as const;
const MONEY = {
  list_price: 'list_price_cents',
  offer_price: 'offer_price_cents',
  sale_price: 'sale_price_cents',
  earnest_money: 'earnest_money_cents',
} as const;

/** The PATCH body for what changed, or the problems (keyed by form field). */
export function editDealInput(
  initial: EditDealValues,
  values: EditDealValues,
): { ok: true; input: UpdateInput | null } | { ok: false; errors: Errors } {
  const errors: Errors = {};
  const body: Record<string, unknown> = {};
  const changed = (k: keyof EditDealValues) => initial[k].trim() !== values[k].trim();
  const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
  if (changed('title')) body.title = values.title;
  if (ADDRESS.some(changed))
    body.address = {
      line1: values.line1,
      line2: orNull(values.line2),
      city: values.city,
      state: values.state.trim(),
      postal_code: values.postal_code.trim(),
    };
  if (changed('mls_number')) body.mls_number = orNull(values.mls_number);
  if (changed('property_type')) body.property_type = values.property_type || null;
  if (changed('financing_type')) body.financing_type = values.financing_type || null;
  for (const key of NUMBERS.filter(changed)) {
    const v = values[key].trim();
    if (v !== '' && !/^\d+(\.\d+)?$/.test(v)) errors[key] = 'Enter a number';
    else body[key] = v === '' ? null : Number(v);
  }
  for (const [key, field] of Object.entries(MONEY) as [keyof typeof MONEY, string][]) {
    if (!changed(key)) continue;
    const cents = dollarsToCents(values[key]);
    if (cents === 'invalid') errors[key] = 'Enter an amount in dollars, e.g. 450,000';
    else body[field] = cents;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (Object.keys(body).length === 0) return { ok: true, input: null };
  const parsed = UpdateTransactionInput.safeParse(body);
  if (parsed.success) return { ok: true, input: parsed.data };
  for (const issue of parsed.error.issues) {
    const path = editFieldOf(issue.path.join('.'));
    errors[path] ??= issue.message;
  }
  return { ok: false, errors };
}

/** A contract or server path → the form field ("address.city" → "city", "list_price_cents" → "list_price"). */
export function editFieldOf(path: string): string {
  return formPath(path).replace(/^address\./, '');
}
