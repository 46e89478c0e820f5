import type { ReactNode } from 'react';
import { FieldProperties, type EditableField } from './field-properties';
import type { PlacedField } from './page-field-canvas';
import type { FieldEditor } from './use-field-editor';

interface SelectedFieldPanelProps<K extends string, F extends PlacedField & EditableField<K>> {
  editor: FieldEditor<K, F>;
  kindLabels: Record<K, string>;
  /** A new kind: the caller fixes what depends on it (a template's deal field). */
  onKind?: (field: F, kind: K) => F;
  /** What only this editor has for the selected field (a template's deal field, an envelope's recipient). */
  own: (field: F, errors: Record<string, string>) => ReactNode;
  /** Shown while no field is selected. */
  empty: ReactNode;
  /** Shown below, selected or not. */
  children?: ReactNode;
}

/** The side panel: the selected field's properties, or what to do to select one. */
export function SelectedFieldPanel<K extends string, F extends PlacedField & EditableField<K>>(
  props: SelectedFieldPanelProps<K, F>,
) {
  const { editor, kindLabels, onKind, own, empty, children } = props;
  const { selected, selectedErrors } = editor;
  return (
    <aside className="space-y-4 rounded-lg border border-slate-200 bg-white p-4" aria-label="Field">
      {selected ? (
        <FieldProperties
          field={selected}
          kindLabels={kindLabels}
          editable={editor.editable}
          errors={selectedErrors}
          onChange={editor.update}
          onKind={onKind}
          onRemove={() => editor.remove(selected.id)}
        >
          {own(selected, selectedErrors)}
        </FieldProperties>
      ) : (
        <p className="text-sm text-slate-600">{empty}</p>
      )}
      {children}
    </aside>
  );
}
