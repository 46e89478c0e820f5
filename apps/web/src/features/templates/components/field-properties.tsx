import { MERGE_FIELDS, MERGE_FIELD_KEYS } from '@threshold/domain/templates/merge-fields';
import { TEMPLATE_FIELD_KINDS, type TemplateField } from '@threshold/domain/templates/template.contract';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { FIELD_KIND_LABELS } from '../lib/template-labels';

interface FieldPropertiesProps {
  field: TemplateField;
  editable: boolean;
  errors: Record<string, string>;
  onChange: (field: TemplateField) => void;
  onRemove: () => void;
}

/** The selected field's kind, label, deal field and whether it is required. */
export function FieldProperties({ field, editable, errors, onChange, onRemove }: FieldPropertiesProps) {
  return (
    <div className="space-y-3">
      <FormField label="Kind">
        <Select
          value={field.kind}
          disabled={!editable}
          onChange={(e) => {
            const kind = e.target.value as TemplateField['kind'];
            onChange({
              ...field,
              kind,
              merge_key: kind === 'merge' ? (field.merge_key ?? 'property.address') : null,
            });
          }}
        >
          {TEMPLATE_FIELD_KINDS.map((k) => (
            <option key={k} value={k}>
              {FIELD_KIND_LABELS[k]}
            </option>
          ))}
        </Select>
      </FormField>
      {field.kind === 'merge' ? (
        <FormField label="Deal field" error={errors.merge_key}>
          <Select
            value={field.merge_key ?? ''}
            disabled={!editable}
            onChange={(e) => onChange({ ...field, merge_key: e.target.value })}
          >
            {MERGE_FIELD_KEYS.map((k) => (
              <option key={k} value={k}>
                {MERGE_FIELDS[k]}
              </option>
            ))}
          </Select>
        </FormField>
      ) : null}
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
