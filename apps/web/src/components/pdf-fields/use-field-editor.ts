import { clampBox } from '@threshold/domain/templates/field-geometry';
import { useState } from 'react';
import type { PlacedField } from './page-field-canvas';

type Size = { width: number; height: number };

interface FieldEditorOptions<K extends string, F extends PlacedField & { kind: K }> {
  fields: F[];
  onChange: (fields: F[]) => void;
  /** The last save's field errors, keyed `fields.<index>.<property>`. */
  errors: Record<string, string>;
  editable: boolean;
  sizes: Record<K, Size>;
  /** A new field of this kind in this box, or null when none can be placed now (no recipient yet). */
  create: (kind: K, box: PlacedField & { kind: K }) => F | null;
}

export interface FieldEditor<K extends string, F extends PlacedField> {
  fields: F[];
  editable: boolean;
  page: number;
  setPage: (page: number) => void;
  /** The kind the next click on the page places, if one is chosen. */
  placing: K | null;
  togglePlacing: (kind: K) => void;
  selectedId: string | null;
  select: (id: string | null) => void;
  selected: F | null;
  /** The selected field's errors, keyed by property. */
  selectedErrors: Record<string, string>;
  update: (field: F) => void;
  remove: (id: string) => void;
  /** A click on the page (fractions) while a kind is chosen: the new field is centred there. */
  place: (x: number, y: number) => void;
}

/** A short unique id for a new field ("text-3"), not colliding with the fields there are. */
export function nextFieldId(kind: string, fields: readonly { id: string }[]): string {
  const taken = new Set(fields.map((f) => f.id));
  for (let n = 1; ; n++) {
    const id = `${kind}-${n}`;
    if (!taken.has(id)) return id;
  }
}

/** What the template editor and the envelope overlay share: the page, placing, selecting and editing. */
export function useFieldEditor<K extends string, F extends PlacedField & { kind: K }>(
  options: FieldEditorOptions<K, F>,
): FieldEditor<K, F> {
  const { fields, onChange, errors, editable, sizes, create } = options;
  const [page, setPage] = useState(1);
  const [placing, setPlacing] = useState<K | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = fields.find((f) => f.id === selectedId) ?? null;
  const index = selected ? fields.indexOf(selected) : -1;
  const selectedErrors = Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith(`fields.${index}.`))
      .map(([k, v]) => [k.split('.').slice(2).join('.'), v]),
  );
  const update = (next: F) => onChange(fields.map((f) => (f.id === next.id ? next : f)));
  const remove = (id: string) => {
    onChange(fields.filter((f) => f.id !== id));
    setSelectedId(null);
  };
  const place = (x: number, y: number) => {
    if (!placing || !editable) return;
    const size = sizes[placing];
    const id = nextFieldId(placing, fields);
    const box = { id, kind: placing, page, x: x - size.width / 2, y: y - size.height / 2, ...size };
    const created = create(placing, box);
    if (!created) return;
    const field = clampBox(created);
    onChange([...fields, field]);
    setSelectedId(field.id);
    setPlacing(null);
  };
  return {
    fields,
    editable,
    page,
    setPage,
    placing,
    togglePlacing: (kind) => setPlacing(placing === kind ? null : kind),
    selectedId,
    select: setSelectedId,
    selected,
    selectedErrors,
    update,
    remove,
    place,
  };
}
