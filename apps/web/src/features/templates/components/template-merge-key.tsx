import { MERGE_FIELDS, MERGE_FIELD_KEYS } from '@threshold/domain/templates/merge-fields';
import type { TemplateField } from '@threshold/domain/templates/template.contract';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';

/** A merge field's deal field (property address, parties, price …). */
export function TemplateMergeKey(props: {
  field: TemplateField;
  editable: boolean;
  error: string | undefined;
  onChange: (field: TemplateField) => void;
}) {
  const { field, editable, error, onChange } = props;
  return (
    <FormField label="Deal field" error={error}>
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
  );
}
