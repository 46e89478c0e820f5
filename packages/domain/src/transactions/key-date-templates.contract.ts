import { z } from 'zod';
import { Text, TransactionTypeSchema } from './transaction-common.contract';

/**
 * An organization's key-date defaults, one set per transaction type: the dates every new deal of
 * that type starts with (e.g. "Inspection contingency: 10 calendar days after Contract acceptance").
 * `customized: false` is the built-in set (key-date-defaults.ts). Editing changes future deals only.
 * Every set keeps `acceptance` (absolute: it is filled in when the deal goes under contract) and
 * `closing` (the list's closing date); relative dates count from another date of the same set,
 * without circles (validateKeyDates in deadlines.ts).
 */
const DateKey = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'Lowercase letters, digits and _ (at most 40)');

export const KeyDateTemplateItem = z.strictObject({
  key: DateKey,
  label: Text(100).pipe(z.string().min(1, 'Required')),
  kind: z.enum(['absolute', 'relative']),
  /** Relative dates: the key they count from; null for absolute ones. */
  anchor_key: DateKey.nullable().default(null),
  /** Negative counts back ("1 day before closing"). */
  offset_days: z.int('Whole days').min(-365, 'At most 365 days').max(365, 'At most 365 days').default(0),
  business_days: z.boolean().default(false),
  /** Calendar-day results on a weekend or holiday move to the next business day. */
  roll: z.boolean().default(true),
  /** false: an event date (acceptance, listing), never listed as a deadline nor overdue. */
  is_deadline: z.boolean().default(true),
});
export type KeyDateTemplateItem = z.infer<typeof KeyDateTemplateItem>;

export const KeyDateTemplateDto = z.object({
  type: TransactionTypeSchema,
  items: z.array(KeyDateTemplateItem),
  customized: z.boolean(),
  updated_at: z.string().nullable(),
  /**
   * Issue 19: send it back (If-Match) with a PUT or DELETE. The built-in set starts at version 1; a
   * reset keeps counting up, so a form opened before the reset is refused (ADR 0093).
   */
  version: z.number().int(),
});
export type KeyDateTemplateDto = z.infer<typeof KeyDateTemplateDto>;

/** GET /api/key-date-templates — every type, the organization's own or the built-in set. */
export const KeyDateTemplateList = z.object({ items: z.array(KeyDateTemplateDto) });
export const KeyDateTemplateParams = z.object({ type: TransactionTypeSchema });

/**
 * PUT /api/key-date-templates/:type (manage:templates) replaces the set (order as
 * given); DELETE returns the type to the built-in set. Both answer the KeyDateTemplateDto.
 */
export const ReplaceKeyDateTemplateInput = z.strictObject({
  items: z.array(KeyDateTemplateItem).min(1, 'Keep at least one date').max(40, 'At most 40 dates'),
});
export type ReplaceKeyDateTemplateInput = z.infer<typeof ReplaceKeyDateTemplateInput>;
