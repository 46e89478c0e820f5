import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

/** What every placed field has, in templates and envelopes alike. */
export interface EditableField<K extends string> {
  kind: K;
  label: string;
  required: boolean;
  page: number;
  x: number;
  y: number;
}

interface FieldPropertiesProps<K extends string, F extends EditableField<K>> {
  field: F;
  kindLabels: Record<K, string>;
  editable: boolean;
  errors: Record<string, string>;
  onChange: (field: F) => void;
  /** A new kind: the caller fixes what depends on it (a template's deal field). */
  onKind?: (field: F, kind: K) => F;
  onRemove: () => void;
  /** What only this editor has (a template's deal field, an envelope's recipient). */
  children?: ReactNode;
}

/** The selected field's kind, label and whether it is required, plus the editor's own settings. */
export function FieldProperties<K extends string, F extends EditableField<K>>(
  props: FieldPropertiesProps<K, F>,
) {
  const { field, kindLabels, editable, errors, onChange, onKind, onRemove, children } = props;
  return (
    <div className="space-y-3">
      <FormField label="Kind">
        <Select
          value={field.kind}
          disabled={!editable}
          onChange={(e) => {
            const kind = e.target.value as K;
            onChange(onKind ? onKind(field, kind) : { ...field, kind });
          }}
        >
          {(Object.keys(kindLabels) as K[]).map((k) => (
            <option key={k} value={k}>
              {kindLabels[k]}
            </option>
          ))}
        </Select>
      </FormField>
      {children}
      <FormField label="Label" error={errors.label}>
        <Input
          value={field.label}
          maxLength={100}
          disabled={!editable}
          onChange={(e) => onChange({ ...field, label: e.target.value })}
        />
      </FormField>
      <Checkbox
        label="Required"
        checked={field.required}
        disabled={!editable}
        onChange={(e) => onChange({ ...field, required: e.target.checked })}
      />
      <p className="text-xs text-slate-600">
        Page {field.page} · {Math.round(field.x * 1000) / 10}% from left, {Math.round(field.y * 1000) / 10}%
        from top
      </p>
      {editable ? (
        <Button variant="danger" size="sm" onClick={onRemove}>
          Remove field
        </Button>
      ) : null}
    </div>
  );
}
