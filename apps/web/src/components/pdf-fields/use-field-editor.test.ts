import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlacedField } from './page-field-canvas';
import { nextFieldId, useFieldEditor } from './use-field-editor';

type Kind = 'text' | 'box';
type Field = PlacedField & { kind: Kind; label: string };

const SIZES = { text: { width: 0.2, height: 0.1 }, box: { width: 0.05, height: 0.05 } };

function setup(
  initial: Field[],
  options: { editable?: boolean; canCreate?: boolean; errors?: Record<string, string> } = {},
) {
  let fields = initial;
  const hook = renderHook(() =>
    useFieldEditor<Kind, Field>({
      fields,
      onChange: (next) => {
        fields = next;
      },
      errors: options.errors ?? {},
      editable: options.editable ?? true,
      sizes: SIZES,
      create: (_, box) => (options.canCreate === false ? null : { ...box, label: '' }),
    }),
  );
  return { hook, fields: () => fields, rerender: () => hook.rerender() };
}

describe('nextFieldId', () => {
  it('gives new fields ids that do not collide', () => {
    expect(nextFieldId('text', [])).toBe('text-1');
    expect(nextFieldId('text', [{ id: 'text-1' }, { id: 'text-2' }, { id: 'date-3' }])).toBe('text-3');
  });
});

describe('useFieldEditor', () => {
  it('places the chosen kind centred on the click, kept on the page, then selects it', () => {
    const { hook, fields, rerender } = setup([]);
    act(() => hook.result.current.togglePlacing('text'));
    act(() => hook.result.current.setPage(2));
    act(() => hook.result.current.place(0.95, 0.5));
    rerender();
    expect(fields()).toEqual([
      { id: 'text-1', kind: 'text', page: 2, x: 0.8, y: 0.45, width: 0.2, height: 0.1, label: '' },
    ]);
    expect(hook.result.current.selected?.id).toBe('text-1');
    expect(hook.result.current.placing).toBeNull();
  });

  it('places nothing without a chosen kind, when read-only, or when the caller cannot create one', () => {
    const plain = setup([]);
    act(() => plain.hook.result.current.place(0.5, 0.5));
    expect(plain.fields()).toEqual([]);

    for (const options of [{ editable: false }, { canCreate: false }]) {
      const { hook, fields } = setup([], options);
      act(() => hook.result.current.togglePlacing('box'));
      act(() => hook.result.current.place(0.5, 0.5));
      expect(fields()).toEqual([]);
      expect(hook.result.current.placing).toBe('box');
    }
  });

  it('gives the selected field its own errors, updates and removes it', () => {
    const a: Field = { id: 'a', kind: 'text', page: 1, x: 0, y: 0, width: 0.1, height: 0.1, label: '' };
    const b: Field = { ...a, id: 'b' };
    const { hook, fields, rerender } = setup([a, b], {
      errors: { 'fields.1.label': 'Too long', 'fields.0.x': 'Off the page' },
    });
    act(() => hook.result.current.select('b'));
    expect(hook.result.current.selectedErrors).toEqual({ label: 'Too long' });
    act(() => hook.result.current.update({ ...b, label: 'Name' }));
    expect(fields()[1]!.label).toBe('Name');
    rerender();
    act(() => hook.result.current.remove('b'));
    rerender();
    expect(fields().map((f) => f.id)).toEqual(['a']);
    expect(hook.result.current.selected).toBeNull();
  });
});
