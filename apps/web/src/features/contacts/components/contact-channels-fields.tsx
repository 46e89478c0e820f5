import { EMAIL_LABELS, PHONE_LABELS } from '@threshold/domain/contacts/contact.contract';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { ContactFormValues } from '../lib/contact-form-values';

interface ChannelFieldsProps {
  form: UseFormReturn<ContactFormValues>;
  kind: 'emails' | 'phones';
}

const TEXT = {
  emails: {
    legend: 'E-mail addresses',
    one: 'E-mail',
    add: 'Add e-mail',
    type: 'email',
    labels: EMAIL_LABELS,
    fresh: 'personal',
  },
  phones: {
    legend: 'Phone numbers',
    one: 'Phone',
    add: 'Add phone',
    type: 'tel',
    labels: PHONE_LABELS,
    fresh: 'mobile',
  },
} as const;

/** Several labelled e-mails or phones: label menu, value, remove; "Add" appends and focuses a row. */
export function ChannelFields({ form, kind }: ChannelFieldsProps) {
  const text = TEXT[kind];
  const rows = useFieldArray({ control: form.control, name: kind });
  const errors = form.formState.errors[kind];
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-900">{text.legend}</legend>
      {rows.fields.map((row, index) => {
        const error = Array.isArray(errors) ? errors[index]?.value?.message : undefined;
        const errorId = `${kind}-${index}-error`;
        return (
          <div key={row.id}>
            <div className="flex gap-2">
              <select
                aria-label={`${text.one} ${index + 1} label`}
                className="focus-ring h-10 w-28 shrink-0 rounded-md border border-slate-400 bg-white px-2 text-sm"
                {...form.register(`${kind}.${index}.label`)}
              >
                {text.labels.map((label) => (
                  <option key={label} value={label}>
                    {label}
                  </option>
                ))}
              </select>
              <Input
                type={text.type}
                aria-label={`${text.one} ${index + 1}`}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                autoComplete="off"
                {...form.register(`${kind}.${index}.value`)}
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove ${text.one.toLowerCase()} ${index + 1}`}
                onClick={() => rows.remove(index)}
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
              </Button>
            </div>
            {error ? (
              <p id={errorId} className="mt-1 text-sm text-red-700">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      {errors && !Array.isArray(errors) && 'message' in errors ? (
        <p className="text-sm text-red-700">{String(errors.message)}</p>
      ) : null}
      <Button variant="ghost" size="sm" onClick={() => rows.append({ label: text.fresh, value: '' })}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        {text.add}
      </Button>
    </fieldset>
  );
}
