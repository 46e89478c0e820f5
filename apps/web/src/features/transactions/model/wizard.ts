/**
 * The create wizard's form model: steps, the form's values (strings, as inputs hold them) and which
 * step owns which field. Conversion and validation with the contract: wizard-input.ts.
 */
import type {
  FinancingType,
  ParticipantRole,
  PropertyType,
  TransactionSide,
  TransactionType,
} from '@threshold/domain/transactions/transaction-enums';

export const WIZARD_STEPS = ['deal', 'property', 'participants', 'dates', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export const STEP_TITLES: Readonly<Record<WizardStep, string>> = {
  deal: 'Type and side',
  property: 'Property',
  participants: 'Participants',
  dates: 'Dates',
  review: 'Review',
};

export interface ParticipantValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string;
  roles: ParticipantRole[];
}

export interface WizardValues {
  type: TransactionType | '';
  side: TransactionSide | '';
  team_id: string;
  status: 'draft' | 'active' | 'under_contract';
  title: string;
  address: { line1: string; line2: string; city: string; state: string; postal_code: string };
  mls_number: string;
  property_type: PropertyType | '';
  beds: string;
  baths: string;
  square_feet: string;
  year_built: string;
  list_price: string;
  offer_price: string;
  sale_price: string;
  earnest_money: string;
  financing_type: FinancingType | '';
  participants: ParticipantValues[];
  dates: { listing: string; acceptance: string; closing: string };
}

export const EMPTY_PARTICIPANT: ParticipantValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  company: '',
  roles: [],
};

export const WIZARD_DEFAULTS: WizardValues = {
  type: '',
  side: '',
  team_id: '',
  status: 'draft',
  title: '',
  address: { line1: '', line2: '', city: '', state: '', postal_code: '' },
  mls_number: '',
  property_type: '',
  beds: '',
  baths: '',
  square_feet: '',
  year_built: '',
  list_price: '',
  offer_price: '',
  sale_price: '',
  earnest_money: '',
  financing_type: '',
  participants: [],
  dates: { listing: '', acceptance: '', closing: '' },
};

/** Form field → contract field, where they differ (money is typed in dollars, sent in cents). */
export const MONEY_FIELDS = {
  list_price: 'list_price_cents',
  offer_price: 'offer_price_cents',
  sale_price: 'sale_price_cents',
  earnest_money: 'earnest_money_cents',
} as const;
const CONTRACT_TO_FORM: Record<string, string> = Object.fromEntries(
  Object.entries(MONEY_FIELDS).map(([form, contract]) => [contract, form]),
);

/** Which step owns a field (by its first path segment). */
const STEP_OF: Record<string, WizardStep> = {
  type: 'deal',
  side: 'deal',
  team_id: 'deal',
  owner_id: 'deal',
  title: 'property',
  address: 'property',
  mls_number: 'property',
  property_type: 'property',
  beds: 'property',
  baths: 'property',
  square_feet: 'property',
  year_built: 'property',
  list_price: 'property',
  offer_price: 'property',
  sale_price: 'property',
  earnest_money: 'property',
  financing_type: 'property',
  participants: 'participants',
  status: 'dates',
  dates: 'dates',
};

/** The form path for a contract or server field path ("list_price_cents" → "list_price"). */
export function formPath(path: string): string {
  const [head = '', ...rest] = path.split('.');
  return [CONTRACT_TO_FORM[head] ?? head, ...rest].join('.');
}

export function stepOfField(path: string): WizardStep {
  return STEP_OF[formPath(path).split('.')[0] ?? ''] ?? 'review';
}

/** Date keys the wizard asks for, by type (a listing date only for listings). */
export function dateKeysFor(type: TransactionType | ''): (keyof WizardValues['dates'])[] {
  return type === 'sale' ? ['listing', 'acceptance', 'closing'] : ['acceptance', 'closing'];
}
