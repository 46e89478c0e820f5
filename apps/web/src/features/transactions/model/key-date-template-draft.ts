/**
 * Editing an organization's key-date set for one deal type: a draft of its ordered dates, pure
 * functions to add, edit and remove them (moving: template-list-draft.ts), and the PUT body checked
 * with the contract and the server's rules (validateKeyDateTemplate: unique keys, anchors that exist
 * and are not the date itself, no circles, acceptance fixed, acceptance and closing kept).
 *
 * Keys follow the checklist rule: a saved date keeps its key (new deals and other dates refer to it);
 * a new date's key follows its label until it is saved, and dates counting from it follow along.
 */
import {
  ACCEPTANCE_DATE_KEY,
  CLOSING_DATE_KEY,
  toKeyDateTemplate,
  validateKeyDateTemplate,
} from '@threshold/domain/transactions/key-date-defaults';
import {
  ReplaceKeyDateTemplateInput,
  type KeyDateTemplateDto,
  type KeyDateTemplateItem,
} from '@threshold/domain/transactions/key-date-templates.contract';
import { fieldErrors, type FormResult } from './form-result';
import { describeKeyDateRule } from './key-date-template-rule';
import {
  appendItem,
  deriveKey,
  patchItem,
  removeItem,
  takenKeys,
  type DraftListItem,
  type KeyRule,
} from './template-list-draft';

/** The contract's limit (ReplaceKeyDateTemplateInput). */
export const MAX_KEY_DATES = 40;
/** Date keys: at most 40 characters, "date_…" when the label starts with no letter. */
export const KEY_DATE_KEY_RULE: KeyRule = { maxLength: 40, fallback: 'date' };

export interface DraftKeyDate extends DraftListItem {
  label: string;
  kind: KeyDateTemplateItem['kind'];
  anchor_key: string | null;
  /** Whole days as typed, without a sign (`before` gives it). */
  days: string;
  before: boolean;
  business_days: boolean;
  /** Kept while counting business days or switched to a fixed date, so switching back restores it. */
  roll: boolean;
  is_deadline: boolean;
}
export type KeyDatePatch = Partial<Omit<DraftKeyDate, 'id' | 'key' | 'isNew'>>;

export interface KeyDateDraft {
  items: DraftKeyDate[];
}

/** Why a date cannot be removed (every set keeps acceptance and closing), or undefined. */
export function keptReason(item: Pick<DraftKeyDate, 'key'>): string | undefined {
  if (item.key === ACCEPTANCE_DATE_KEY) return 'Every set keeps the acceptance date.';
  if (item.key === CLOSING_DATE_KEY) return 'Every set keeps the closing date.';
  return undefined;
}

export function draftFromKeyDates(template: Pick<KeyDateTemplateDto, 'items'>): KeyDateDraft {
  return {
    items: template.items.map((item) => ({
      id: item.key,
      isNew: false,
      key: item.key,
      label: item.label,
      kind: item.kind,
      anchor_key: item.anchor_key,
      days: String(Math.abs(item.offset_days)),
      before: item.offset_days < 0,
      business_days: item.business_days,
      roll: item.roll,
      is_deadline: item.is_deadline,
    })),
  };
}

/** Appends a deadline counted 1 calendar day after acceptance (nothing when the set is full). */
export function addKeyDate(draft: KeyDateDraft, id: string): KeyDateDraft {
  const anchor = draft.items.find((d) => d.key === ACCEPTANCE_DATE_KEY) ?? draft.items[0];
  const item: DraftKeyDate = {
    id,
    isNew: true,
    key: deriveKey('', takenKeys(draft.items, null), KEY_DATE_KEY_RULE),
    label: '',
    kind: 'relative',
    anchor_key: anchor?.key ?? null,
    days: '1',
    before: false,
    business_days: false,
    roll: true,
    is_deadline: true,
  };
  return appendItem(draft, item, MAX_KEY_DATES);
}

/** Edits one date; when a new date's key follows its label, dates counting from it follow too. */
export function updateKeyDate(draft: KeyDateDraft, id: string, patch: KeyDatePatch): KeyDateDraft {
  const before = draft.items.find((d) => d.id === id)?.key;
  const next = patchItem(draft, id, patch, (item) => item.label, KEY_DATE_KEY_RULE);
  const after = next.items.find((d) => d.id === id)?.key;
  if (before === undefined || before === after) return next;
  return {
    ...next,
    items: next.items.map((d) => (d.anchor_key === before ? { ...d, anchor_key: after ?? null } : d)),
  };
}

/** Removes a date (not acceptance nor closing); dates that counted from it need a new anchor. */
export function removeKeyDate(draft: KeyDateDraft, id: string): KeyDateDraft {
  const removed = draft.items.find((d) => d.id === id);
  if (!removed || keptReason(removed)) return draft;
  const next = removeItem(draft, id);
  return {
    ...next,
    items: next.items.map((d) => (d.anchor_key === removed.key ? { ...d, anchor_key: null } : d)),
  };
}

/** One date as the contract has it, normalized as the server stores it (toKeyDateTemplate). */
export function keyDateItem(d: DraftKeyDate): KeyDateTemplateItem {
  const absolute = d.kind === 'absolute';
  const businessDays = !absolute && d.business_days;
  const days = /^\d+$/.test(d.days.trim()) ? Number(d.days.trim()) : Number.NaN;
  return {
    key: d.key,
    label: d.label,
    kind: d.kind,
    anchor_key: absolute ? null : d.anchor_key,
    offset_days: absolute ? 0 : d.before && days ? -days : days,
    business_days: businessDays,
    roll: !absolute && !businessDays && d.roll,
    is_deadline: d.is_deadline,
  };
}

/** Each date's rule in plain English, by id (labels of new dates fall back to their key). */
export function keyDateRules(draft: KeyDateDraft): Record<string, string> {
  const labels = new Map(draft.items.map((d) => [d.key, d.label.trim() || d.key]));
  return Object.fromEntries(draft.items.map((d) => [d.id, describeKeyDateRule(keyDateItem(d), labels)]));
}

/**
 * The PUT body, or messages by field path as the server would answer them (`items`,
 * `items.3.label`, `items.3.anchor_key`, `items.3.offset_days` …).
 */
export function keyDatesInput(draft: KeyDateDraft): FormResult<ReplaceKeyDateTemplateInput> {
  const items = draft.items.map(keyDateItem);
  const errors: Record<string, string> = {};
  draft.items.forEach((d, index) => {
    if (d.kind === 'relative' && !/^\d+$/.test(d.days.trim()))
      errors[`items.${index}.offset_days`] = 'Enter a whole number of days';
  });
  const parsed = ReplaceKeyDateTemplateInput.safeParse({ items });
  if (!parsed.success)
    for (const [path, message] of Object.entries(fieldErrors(parsed.error))) errors[path] ??= message;
  for (const [path, message] of Object.entries(validateKeyDateTemplate(items.map(toKeyDateTemplate))))
    errors[path] ??= message;
  if (!parsed.success || Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}

export function keyDatesDirty(draft: KeyDateDraft, template: KeyDateTemplateDto): boolean {
  const body = (d: KeyDateDraft) => JSON.stringify(d.items.map(keyDateItem));
  return body(draft) !== body(draftFromKeyDates(template));
}
