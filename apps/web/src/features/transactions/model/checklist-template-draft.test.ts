import { describe, expect, it } from 'vitest';
import type { ChecklistTemplateDto } from '@threshold/domain/transactions/checklist-templates.contract';
import {
  addItem,
  CHECKLIST_KEY_RULE,
  draftFromTemplate,
  isDirty,
  MAX_TEMPLATE_ITEMS,
  templateInput,
  updateItem,
} from './checklist-template-draft';
import { deriveKey, moveItem, removeItem } from './template-list-draft';

const item = (key: string, title: string) => ({
  key,
  title,
  required: true,
  requires_document: true,
  only_if_built_before_1978: false,
});

const template: ChecklistTemplateDto = {
  type: 'purchase',
  side: 'buyer',
  name: 'Purchase — buyer side',
  items: [
    item('buyer_representation', 'Buyer representation agreement'),
    item('agency_disclosure', 'Agency disclosure'),
  ],
  customized: false,
  updated_at: null,
  version: 1,
};

const keys = (draft: ReturnType<typeof draftFromTemplate>) => draft.items.map((i) => i.key);

describe('checklist keys', () => {
  it('start with "item" when the title has no letter first and stay within 60 characters', () => {
    expect(deriveKey('1978 disclosure', new Set(), CHECKLIST_KEY_RULE)).toBe('item_1978_disclosure');
    const long = deriveKey('a'.repeat(80), new Set(['a'.repeat(60)]), CHECKLIST_KEY_RULE);
    expect(long).toBe(`${'a'.repeat(58)}_2`);
    expect(templateInput({ name: 'x', items: [{ ...item(long, 'Long'), id: '1', isNew: true }] }).ok).toBe(
      true,
    );
  });
});

describe('editing a draft', () => {
  it('adds a new required item whose key follows its title, unique in the template', () => {
    let draft = addItem(draftFromTemplate(template), 'new-1');
    expect(draft.items.at(-1)).toMatchObject({ id: 'new-1', isNew: true, title: '', required: true });
    draft = updateItem(draft, 'new-1', { title: 'Agency disclosure' });
    expect(keys(draft)).toEqual(['buyer_representation', 'agency_disclosure', 'agency_disclosure_2']);
    draft = updateItem(draft, 'new-1', { title: 'Wire fraud advisory' });
    expect(draft.items.at(-1)!.key).toBe('wire_fraud_advisory');
  });

  it('keeps the key of a saved item when its title changes', () => {
    const draft = updateItem(draftFromTemplate(template), 'agency_disclosure', { title: 'Agency form' });
    expect(draft.items[1]).toMatchObject({ key: 'agency_disclosure', title: 'Agency form' });
  });

  it('stops adding at the contract’s limit', () => {
    let draft = draftFromTemplate({ ...template, items: [] });
    for (let n = 0; n <= MAX_TEMPLATE_ITEMS; n++) draft = addItem(draft, `n${n}`);
    expect(draft.items).toHaveLength(MAX_TEMPLATE_ITEMS);
  });

  it('moves items up and down, not past either end, and removes them', () => {
    let draft = addItem(draftFromTemplate(template), 'new-1');
    draft = moveItem(draft, 'new-1', -1);
    expect(draft.items.map((i) => i.id)).toEqual(['buyer_representation', 'new-1', 'agency_disclosure']);
    expect(moveItem(draft, 'buyer_representation', -1)).toBe(draft);
    expect(moveItem(draft, 'agency_disclosure', 1)).toBe(draft);
    draft = removeItem(draft, 'buyer_representation');
    expect(draft.items.map((i) => i.id)).toEqual(['new-1', 'agency_disclosure']);
  });

  it('is dirty after a change and clean when it is undone', () => {
    const draft = draftFromTemplate(template);
    expect(isDirty(draft, template)).toBe(false);
    const moved = moveItem(draft, 'agency_disclosure', -1);
    expect(isDirty(moved, template)).toBe(true);
    expect(isDirty(moveItem(moved, 'agency_disclosure', 1), template)).toBe(false);
    expect(isDirty(updateItem(draft, 'agency_disclosure', { required: false }), template)).toBe(true);
  });
});

describe('validation', () => {
  it('sends the name and the items in order, without editing state', () => {
    const draft = updateItem(addItem(draftFromTemplate(template), 'new-1'), 'new-1', { title: ' Survey ' });
    const result = templateInput({ ...draft, name: ' Buyer side ' });
    expect(result).toEqual({
      ok: true,
      input: {
        name: 'Buyer side',
        items: [...template.items, { ...item('survey', 'Survey'), requires_document: false }],
      },
    });
  });

  it('reports a missing name and untitled items at their paths', () => {
    const draft = addItem({ ...draftFromTemplate(template), name: '  ' }, 'new-1');
    const result = templateInput(draft);
    expect(result).toEqual({ ok: false, errors: { name: 'Required', 'items.2.title': 'Required' } });
  });

  it('reports duplicate keys on the list', () => {
    const draft = draftFromTemplate({ ...template, items: [template.items[0]!, template.items[0]!] });
    expect(templateInput(draft)).toEqual({ ok: false, errors: { items: 'Each key only once' } });
  });
});
