import type { SigningSessionDto, SigningValue } from '@threshold/domain/envelopes/signing.contract';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SignatureInput } from './signature-input';

const KIND_LABELS: Record<string, string> = {
  signature: 'Signature',
  initials: 'Initials',
  date_signed: 'Date signed',
  text: 'Text',
  checkbox: 'Checkbox',
};

interface FieldInputsProps {
  fields: SigningSessionDto['fields'];
  values: Record<string, SigningValue | undefined>;
  errors: Record<string, string>;
  dateSigned: string;
  onChange: (id: string, value: SigningValue | undefined) => void;
}

/** The recipient's fields in order (page, then top to bottom), each with the way to fill it. */
export function FieldInputs({ fields, values, errors, dateSigned, onChange }: FieldInputsProps) {
  return (
    <ol className="space-y-4">
      {fields.map((f, i) => {
        const label = `${i + 1}. ${f.label || KIND_LABELS[f.kind]}${f.required && f.kind !== 'date_signed' ? '' : ' (optional)'}`;
        const id = `field-${f.id}`;
        const value = values[f.id];
        const error = errors[`values.${f.id}`];
        return (
          <li key={f.id} className="rounded-lg border border-slate-200 bg-white p-3">
            {f.kind === 'signature' || f.kind === 'initials' ? (
              <SignatureInput id={id} label={label} value={value} onChange={(v) => onChange(f.id, v)} />
            ) : f.kind === 'checkbox' ? (
              <Checkbox
                id={id}
                label={label}
                checked={Boolean(value && 'checked' in value && value.checked)}
                onChange={(e) => onChange(f.id, { checked: e.target.checked })}
              />
            ) : f.kind === 'date_signed' ? (
              <p className="text-sm">
                <span className="font-medium text-slate-900">{label.replace(' (optional)', '')}</span>:{' '}
                {dateSigned}
              </p>
            ) : (
              <FormField label={label} error={error}>
                <Input
                  id={id}
                  maxLength={200}
                  value={value && 'text' in value ? value.text : ''}
                  onChange={(e) =>
                    onChange(f.id, e.target.value.trim() ? { text: e.target.value } : undefined)
                  }
                />
              </FormField>
            )}
            {error && f.kind !== 'text' ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
