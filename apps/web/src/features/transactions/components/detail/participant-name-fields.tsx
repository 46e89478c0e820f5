import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

export type NameFields = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string;
};

const FIELDS: [keyof NameFields, string, string][] = [
  ['first_name', 'First name', 'text'],
  ['last_name', 'Last name', 'text'],
  ['email', 'E-mail', 'email'],
  ['phone', 'Phone', 'tel'],
  ['company', 'Company', 'text'],
];

interface ParticipantNameFieldsProps {
  values: NameFields;
  errors: Record<string, string>;
  onChange: (values: NameFields) => void;
}

/** Name and contact details of someone who is neither a contact nor a member (or being edited). */
export function ParticipantNameFields({ values, errors, onChange }: ParticipantNameFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {FIELDS.map(([name, label, type]) => (
        <FormField key={name} label={label} error={errors[name]}>
          <Input
            type={type}
            value={values[name]}
            onChange={(e) => onChange({ ...values, [name]: e.target.value })}
          />
        </FormField>
      ))}
    </div>
  );
}
