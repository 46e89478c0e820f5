import { describe, expect, it } from 'vitest';
import type { KeyDateTemplateDto } from '@threshold/domain/transactions/key-date-templates.contract';
import {
  addKeyDate,
  draftFromKeyDates,
  keptReason,
  keyDateRules,
  keyDatesDirty,
  keyDatesInput,
  removeKeyDate,
  updateKeyDate,
  type KeyDateDraft,
} from './key-date-template-draft';
import { errorsByItem, moveItem } from './template-list-draft';

const fixed = (key: string, label: string, is_deadline = true) => ({
  key,
  label,
  kind: 'absolute' as const,
  anchor_key: null,
  offset_days: 0,
  business_days: false,
  roll: false,
  is_deadline,
});
const counted = (
  key: string,
  label: string,
  anchor_key: string,
  offset_days: number,
  business_days = false,
) => ({
  key,
  label,
  kind: 'relative' as const,
  anchor_key,
  offset_days,
  business_days,
  roll: !business_days,
  is_deadline: true,
});

const purchase: KeyDateTemplateDto = {
  type: 'purchase',
  items: [
    fixed('acceptance', 'Contract acceptance', false),
    counted('earnest_money', 'Earnest money due', 'acceptance', 3, true),
    counted('inspection', 'Inspection contingency', 'acceptance', 10),
    counted('closing', 'Closing', 'acceptance', 45),
    counted('final_walkthrough', 'Final walk-through', 'closing', -1),
  ],
  customized: false,
  updated_at: null,
  version: 1,
};

const keys = (draft: KeyDateDraft) => draft.items.map((d) => d.key);
const errorsOf = (draft: KeyDateDraft) => {
  const result = keyDatesInput(draft);
  return result.ok ? {} : result.errors;
};

describe('a key-date draft', () => {
  it('sends the saved set unchanged and is clean until edited', () => {
    const draft = draftFromKeyDates(purchase);
    expect(keyDatesInput(draft)).toEqual({ ok: true, input: { items: purchase.items } });
    expect(keyDatesDirty(draft, purchase)).toBe(false);
    expect(keyDatesDirty(updateKeyDate(draft, 'inspection', { days: '7' }), purchase)).toBe(true);
  });

  it('adds a deadline after acceptance whose key follows its label; a saved date keeps its key', () => {
    let draft = addKeyDate(draftFromKeyDates(purchase), 'new-1');
    expect(draft.items.at(-1)).toMatchObject({
      key: 'date',
      kind: 'relative',
      anchor_key: 'acceptance',
      days: '1',
    });
    draft = updateKeyDate(draft, 'new-1', { label: 'Inspection contingency' });
    expect(draft.items.at(-1)!.key).toBe('inspection_contingency');
    draft = updateKeyDate(draft, 'new-1', { label: 'Survey due' });
    draft = updateKeyDate(draft, 'inspection', { label: 'Inspection' });
    expect(keys(draft)).toEqual([
      'acceptance',
      'earnest_money',
      'inspection',
      'closing',
      'final_walkthrough',
      'survey_due',
    ]);
  });

  it('moves the dates that count from a new date along when its key changes', () => {
    let draft = updateKeyDate(addKeyDate(draftFromKeyDates(purchase), 'survey'), 'survey', {
      label: 'Survey',
    });
    draft = updateKeyDate(addKeyDate(draft, 'review'), 'review', {
      label: 'Survey review',
      anchor_key: 'survey',
    });
    draft = updateKeyDate(draft, 'survey', { label: 'Boundary survey' });
    expect(draft.items.at(-1)).toMatchObject({ key: 'survey_review', anchor_key: 'boundary_survey' });
    expect(keyDatesInput(draft).ok).toBe(true);
  });

  it('keeps acceptance and closing; removing another date unhooks the dates counting from it', () => {
    const draft = draftFromKeyDates(purchase);
    expect(keptReason(draft.items[0]!)).toBe('Every set keeps the acceptance date.');
    expect(removeKeyDate(draft, 'acceptance')).toBe(draft);
    expect(removeKeyDate(draft, 'closing')).toBe(draft);
    const anchored = updateKeyDate(draft, 'final_walkthrough', { anchor_key: 'inspection' });
    const removed = removeKeyDate(anchored, 'inspection');
    expect(keys(removed)).not.toContain('inspection');
    expect(removed.items.at(-1)!.anchor_key).toBeNull();
    expect(errorsOf(removed)).toEqual({
      'items.3.anchor_key': 'A relative date needs the date it counts from',
    });
  });

  it('builds the PUT body: signed days, business days never roll, fixed dates count from nothing', () => {
    let draft = addKeyDate(draftFromKeyDates(purchase), 'new-1');
    draft = updateKeyDate(draft, 'new-1', { label: ' Survey due ', days: '7', business_days: true });
    draft = updateKeyDate(draft, 'inspection', { days: '5', before: true });
    draft = updateKeyDate(draft, 'closing', { kind: 'absolute' });
    const result = keyDatesInput(draft);
    expect(result.ok && result.input.items.slice(2)).toEqual([
      { ...purchase.items[2], offset_days: -5 },
      fixed('closing', 'Closing'),
      purchase.items[4],
      { ...counted('survey_due', 'Survey due', 'acceptance', 7, true), roll: false },
    ]);
  });

  it('says each rule in plain English, live', () => {
    let draft = addKeyDate(draftFromKeyDates(purchase), 'new-1');
    draft = updateKeyDate(draft, 'new-1', { label: 'Survey due', days: '7', business_days: true });
    const rules = keyDateRules(draft);
    expect(rules.acceptance).toBe('Fixed date');
    expect(rules.inspection).toBe(
      '10 calendar days after Contract acceptance, rolled forward to a business day',
    );
    expect(rules.final_walkthrough).toBe('1 calendar day before Closing, rolled back to a business day');
    expect(rules['new-1']).toBe('7 business days after Contract acceptance');
    draft = updateKeyDate(draft, 'new-1', { days: '0', business_days: false, roll: false });
    expect(keyDateRules(draft)['new-1']).toBe('Same day as Contract acceptance');
  });
});

describe('checks before saving (as the server makes them)', () => {
  it('asks for a label and whole days within a year', () => {
    let draft = addKeyDate(draftFromKeyDates(purchase), 'new-1');
    draft = updateKeyDate(draft, 'inspection', { days: 'ten' });
    draft = updateKeyDate(draft, 'closing', { days: '400' });
    expect(errorsOf(draft)).toEqual({
      'items.2.offset_days': 'Enter a whole number of days',
      'items.3.offset_days': 'At most 365 days',
      'items.5.label': 'Required',
    });
  });

  it('finds a circle and points at a date inside it', () => {
    const draft = updateKeyDate(draftFromKeyDates(purchase), 'closing', { anchor_key: 'final_walkthrough' });
    expect(errorsOf(draft)).toEqual({
      'items.3.anchor_key':
        'These dates depend on each other in a circle: closing → final_walkthrough → closing',
    });
  });

  it('refuses a counted acceptance, a missing closing, a date counting from itself and a duplicate key', () => {
    const withoutClosing = draftFromKeyDates({
      ...purchase,
      items: purchase.items.filter((d) => d.key !== 'closing' && d.key !== 'final_walkthrough'),
    });
    let draft = updateKeyDate(withoutClosing, 'acceptance', { kind: 'relative', anchor_key: 'inspection' });
    draft = updateKeyDate(draft, 'inspection', { anchor_key: 'inspection' });
    draft = { items: [...draft.items, { ...draft.items[1]!, id: 'copy' }] };
    const errors = errorsOf(draft);
    expect(errors).toMatchObject({
      items: expect.stringContaining('"closing"'),
      'items.0.kind': 'Acceptance is a fixed date: it is filled in when the deal goes under contract',
      'items.2.anchor_key': 'A date cannot count from itself',
      'items.3.key': 'This date appears twice',
    });
  });

  it('keeps the server’s field errors with their date after it moves', () => {
    const draft = draftFromKeyDates(purchase);
    const sent = draft.items.map((d) => d.id);
    const moved = moveItem(draft, 'inspection', -1);
    const byDate = errorsByItem(
      { 'items.2.anchor_key': 'Unknown anchor date "x"', items: 'Keep "closing"' },
      sent,
    );
    expect(byDate).toEqual({ inspection: { anchor_key: 'Unknown anchor date "x"' } });
    expect(moved.items[1]!.id).toBe('inspection');
  });
});
