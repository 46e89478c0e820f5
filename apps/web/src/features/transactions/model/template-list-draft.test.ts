import { describe, expect, it } from 'vitest';
import {
  appendItem,
  deriveKey,
  errorsByItem,
  moveItem,
  patchItem,
  removeItem,
  takenKeys,
  type DraftListItem,
} from './template-list-draft';

interface Row extends DraftListItem {
  text: string;
}
const RULE = { maxLength: 12, fallback: 'row' };
const row = (id: string, text: string, isNew = false): Row => ({ id, key: id, text, isNew });
const draft = { name: 'kept', items: [row('a', 'A'), row('b', 'B'), row('c', 'C')] };
const ids = (d: { items: Row[] }) => d.items.map((i) => i.id);

describe('deriveKey', () => {
  it('makes lowercase_snake keys that start with a letter', () => {
    expect(deriveKey('Wire-fraud advisory (signed)', new Set(), { maxLength: 60, fallback: 'item' })).toBe(
      'wire_fraud_advisory_signed',
    );
    expect(deriveKey('  Résumé of HOA ', new Set(), RULE)).toBe('resume_of_ho');
    expect(deriveKey('10-day notice', new Set(), RULE)).toBe('row_10_day_n');
    expect(deriveKey('???', new Set(), RULE)).toBe('row');
  });

  it('adds a number when the key is taken, within the length limit', () => {
    expect(deriveKey('Survey', new Set(['survey', 'survey_2']), RULE)).toBe('survey_3');
    expect(deriveKey('Survey due date', new Set(['survey_due_d']), RULE)).toBe('survey_due_2');
  });
});

describe('list editing', () => {
  it('appends up to a limit and keeps the rest of the draft', () => {
    const next = appendItem(draft, row('d', 'D', true), 4);
    expect(next).toMatchObject({ name: 'kept' });
    expect(ids(next)).toEqual(['a', 'b', 'c', 'd']);
    expect(appendItem(next, row('e', 'E', true), 4)).toBe(next);
  });

  it('lets a new item’s key follow its text, unique in the list; a saved item keeps its key', () => {
    const withNew = appendItem(draft, row('n', '', true), 10);
    const renamed = patchItem(withNew, 'n', { text: 'B' }, (i) => i.text, RULE);
    expect(renamed.items.at(-1)).toMatchObject({ key: 'b_2', text: 'B' });
    expect(patchItem(draft, 'a', { text: 'Other' }, (i) => i.text, RULE).items[0]).toMatchObject({
      key: 'a',
      text: 'Other',
    });
    expect([...takenKeys(draft.items, 'b')]).toEqual(['a', 'c']);
  });

  it('moves items up and down, not past either end, and removes them', () => {
    expect(ids(moveItem(draft, 'c', -1))).toEqual(['a', 'c', 'b']);
    expect(ids(moveItem(draft, 'a', 1))).toEqual(['b', 'a', 'c']);
    expect(moveItem(draft, 'a', -1)).toBe(draft);
    expect(moveItem(draft, 'c', 1)).toBe(draft);
    expect(ids(removeItem(draft, 'b'))).toEqual(['a', 'c']);
  });

  it('keeps item errors with their item after it moves', () => {
    const errors = {
      name: 'Required',
      'items.1.title': 'Required',
      'items.1.anchor_key': 'Circle',
      'items.9.title': 'Gone',
    };
    expect(errorsByItem(errors, ['a', 'b'])).toEqual({ b: { title: 'Required', anchor_key: 'Circle' } });
  });
});
