/**
 * The wizard's values → the create contract's input. Every step is validated with the contract itself
 * (CreateTransactionInput), showing only the issues of that step's fields.
 */
import {
  CreateTransactionInput,
  type CreateTransactionInput as CreateInput,
} from '@threshold/domain/transactions/create-transaction.contract';
import {
  dateKeysFor,
  formPath,
  MONEY_FIELDS,
  stepOfField,
  type WizardStep,
  type WizardValues,
} from './wizard';

type Errors = Record<string, string>;

function wholeNumber(value: string, field: string, errors: Errors): number | null {
  const text = value.trim().replace(/,/g, '');
  if (text === '') return null;
  if (!/^\d+$/.test(text)) {
    errors[field] = 'Enter a whole number';
    return null;
  }
  return Number(text);
}

function decimal(value: string, field: string, errors: Errors): number | null {
  const text = value.trim();
  if (text === '') return null;
  if (!/^\d+(\.\d+)?$/.test(text)) {
    errors[field] = 'Enter a number, e.g. 2.5';
    return null;
  }
  return Number(text);
}

/** "$450,000.50" → 45000050 cents. */
export function dollarsToCents(value: string): number | null | 'invalid' {
  const text = value.trim().replace(/[$,\s]/g, '');
  if (text === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return 'invalid';
  return Math.round(Number(text) * 100);
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The API body for the form values, and the problems found converting them. */
export function toCreateInput(values: WizardValues): { input: Record<string, unknown>; errors: Errors } {
  const errors: Errors = {};
  const money = Object.fromEntries(
    Object.entries(MONEY_FIELDS).map(([form, contract]) => {
      const cents = dollarsToCents(values[form as keyof typeof MONEY_FIELDS]);
      if (cents === 'invalid') errors[form] = 'Enter an amount in dollars, e.g. 450,000';
      return [contract, cents === 'invalid' ? null : cents];
    }),
  );
  const dates = Object.fromEntries(
    dateKeysFor(values.type)
      .map((key) => [key, values.dates[key].trim()] as const)
      .filter(([, date]) => date !== ''),
  );
  const input: Record<string, unknown> = {
    type: values.type || undefined,
    side: values.side || undefined,
    status: values.status,
    ...(values.title.trim() ? { title: values.title.trim() } : {}),
    ...(values.team_id ? { team_id: values.team_id } : {}),
    address: {
      line1: values.address.line1,
      line2: orNull(values.address.line2),
      city: values.address.city,
      state: values.address.state.trim(),
      postal_code: values.address.postal_code.trim(),
    },
    mls_number: orNull(values.mls_number),
    property_type: values.property_type || null,
    beds: wholeNumber(values.beds, 'beds', errors),
    baths: decimal(values.baths, 'baths', errors),
    square_feet: wholeNumber(values.square_feet, 'square_feet', errors),
    year_built: wholeNumber(values.year_built, 'year_built', errors),
    ...money,
    financing_type: values.financing_type || null,
    participants: values.participants.map((p) => ({
      first_name: p.first_name.trim() || undefined,
      last_name: p.last_name.trim() || undefined,
      email: orNull(p.email),
      phone: orNull(p.phone),
      company: orNull(p.company),
      roles: p.roles,
    })),
    dates,
  };
  return { input, errors };
}

export type ValidationResult = { ok: true; input: CreateInput } | { ok: false; errors: Errors };

/** Validates the whole form with the contract; errors are keyed by form path. */
export function validateWizard(values: WizardValues): ValidationResult {
  const { input, errors } = toCreateInput(values);
  const parsed = CreateTransactionInput.safeParse(input);
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, input: parsed.data };
  const all: Errors = { ...errors };
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const path = formPath(issue.path.join('.'));
    const missingChoice = (path === 'type' || path === 'side') && values[path] === '';
    all[path] ??= missingChoice ? `Choose a ${path}` : issue.message;
  }
  return { ok: false, errors: all };
}

/** The problems of one step only (the review step shows them all). */
export function validateStep(step: WizardStep, values: WizardValues): Errors {
  const result = validateWizard(values);
  if (result.ok) return {};
  if (step === 'review') return result.errors;
  return Object.fromEntries(Object.entries(result.errors).filter(([path]) => stepOfField(path) === step));
}
