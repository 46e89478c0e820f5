import { validateKeyDates, type KeyDateDefinition } from './deadlines';
import type { KeyDateTemplateItem } from './key-date-templates.contract';
import type { TransactionType } from './transaction-enums';

/**
 * The key dates every new deal starts with, by type: the organization defaults. An organization can
 * replace them (organizations.settings.transactionKeyDates[type]); these apply otherwise.
 * Offsets follow common US residential contract practice; agents edit them per deal. The dates that
 * record when something happened (acceptance, listing) are events, not deadlines.
 */
export type KeyDateTemplate = Omit<KeyDateDefinition, 'date'>;

const absolute = (key: string, label: string): KeyDateTemplate => ({
  key,
  label,
  kind: 'absolute',
  anchorKey: null,
  offsetDays: 0,
  businessDays: false,
  roll: false,
  isDeadline: true,
});
/** A fixed date that records when something happens; it is never overdue. */
const event = (key: string, label: string): KeyDateTemplate => ({
  ...absolute(key, label),
  isDeadline: false,
});
const after = (
  key: string,
  label: string,
  anchorKey: string,
  offsetDays: number,
  unit: 'calendar' | 'business' = 'calendar',
): KeyDateTemplate => ({
  key,
  label,
  kind: 'relative',
  anchorKey,
  offsetDays,
  businessDays: unit === 'business',
  roll: unit === 'calendar',
  isDeadline: true,
});

const CONTRACT_DATES: KeyDateTemplate[] = [
  event('acceptance', 'Contract acceptance'),
  after('earnest_money', 'Earnest money due', 'acceptance', 3, 'business'),
  after('inspection', 'Inspection contingency', 'acceptance', 10),
  after('title_review', 'Title review', 'acceptance', 15),
  after('appraisal', 'Appraisal contingency', 'acceptance', 21),
  after('financing', 'Loan commitment', 'acceptance', 30),
  after('closing', 'Closing', 'acceptance', 45),
  after('final_walkthrough', 'Final walk-through', 'closing', -1),
];

export const DEFAULT_KEY_DATES: Readonly<Record<TransactionType, readonly KeyDateTemplate[]>> = {
  purchase: CONTRACT_DATES,
  sale: [
    event('listing', 'Listing date'),
    after('listing_expiration', 'Listing expiration', 'listing', 180),
    ...CONTRACT_DATES,
  ],
  lease: [
    event('acceptance', 'Lease signed'),
    after('security_deposit', 'Security deposit due', 'acceptance', 3, 'business'),
    after('move_in_inspection', 'Move-in inspection', 'move_in', -1),
    after('move_in', 'Move-in', 'acceptance', 14),
    after('closing', 'Lease start', 'move_in', 0),
  ],
  referral: [event('acceptance', 'Referral accepted'), absolute('closing', 'Expected closing')],
};

/** The definitions a new deal of `type` starts with; absolute dates may be pre-filled from `values`. */
export function initialKeyDates(
  type: TransactionType,
  values: Record<string, string | null | undefined> = {},
  templates: readonly KeyDateTemplate[] = DEFAULT_KEY_DATES[type],
): KeyDateDefinition[] {
  return templates.map((t) => ({ ...t, date: t.kind === 'absolute' ? (values[t.key] ?? null) : null }));
}

/** The key date whose value is the deal's closing date (list filter and sort). */
export const CLOSING_DATE_KEY = 'closing';
/** The date the contract is accepted; set to today on entering under_contract when still empty. */
export const ACCEPTANCE_DATE_KEY = 'acceptance';

/**
 * One item of an organization's set as the engine keeps it. Normalized, not refused: an absolute
 * date counts from nothing (no anchor, offset 0, no business days, no roll), and a business-day
 * count never rolls (it cannot land on a weekend or holiday).
 */
export function toKeyDateTemplate(item: KeyDateTemplateItem): KeyDateTemplate {
  const absolute = item.kind === 'absolute';
  const businessDays = !absolute && item.business_days;
  return {
    key: item.key,
    label: item.label,
    kind: item.kind,
    anchorKey: absolute ? null : item.anchor_key,
    offsetDays: absolute ? 0 : item.offset_days,
    businessDays,
    roll: !absolute && !businessDays && item.roll,
    isDeadline: item.is_deadline,
  };
}

/**
 * What is wrong with an organization's set, by field of the PUT body (`items.3.anchor_key`):
 * validateKeyDates (duplicates, anchors, circles) plus the two dates every set keeps — acceptance,
 * absolute since it is filled in when the deal goes under contract, and closing.
 */
export function validateKeyDateTemplate(templates: readonly KeyDateTemplate[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of validateKeyDates(templates.map((t) => ({ ...t, date: null }))))
    fields[`items.${issue.index}.${issue.field}`] ??= issue.message;
  const missing = [ACCEPTANCE_DATE_KEY, CLOSING_DATE_KEY].filter((k) => !templates.some((t) => t.key === k));
  if (missing.length)
    fields.items = `Keep ${missing.map((k) => `"${k}"`).join(' and ')}: every set has the acceptance and closing dates`;
  const acceptance = templates.findIndex((t) => t.key === ACCEPTANCE_DATE_KEY);
  if (acceptance >= 0 && templates[acceptance]!.kind !== 'absolute')
    fields[`items.${acceptance}.kind`] ??=
      'Acceptance is a fixed date: it is filled in when the deal goes under contract';
  return fields;
}
