import { useFieldArray } from 'react-hook-form';
import { UserPlus } from 'lucide-react';
import { PARTICIPANT_ROLES } from '@threshold/domain/transactions/transaction-enums';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ROLE_LABELS } from '../../model/labels';
import { EMPTY_PARTICIPANT } from '../../model/wizard';
import { fieldError, type WizardForm } from './wizard-form';

/** Step 3: the people on the deal; each may hold several roles. Optional — people can be added later. */
export function StepParticipants({ form }: { form: WizardForm }) {
  const people = useFieldArray({ control: form.control, name: 'participants' });
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Add clients and outside professionals now, or later from the deal page. You are the deal's agent. One
        person may hold several roles — for example buyer and seller.
      </p>
      {people.fields.map((field, index) => {
        const rolesError = fieldError(form, `participants.${index}.roles`);
        return (
          <fieldset key={field.id} className="rounded-lg border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold text-slate-900">Person {index + 1}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="First name" error={fieldError(form, `participants.${index}.first_name`)}>
                <Input {...form.register(`participants.${index}.first_name`)} />
              </FormField>
              <FormField label="Last name" error={fieldError(form, `participants.${index}.last_name`)}>
                <Input {...form.register(`participants.${index}.last_name`)} />
              </FormField>
              <FormField label="E-mail" error={fieldError(form, `participants.${index}.email`)}>
                <Input type="email" {...form.register(`participants.${index}.email`)} />
              </FormField>
              <FormField label="Phone" error={fieldError(form, `participants.${index}.phone`)}>
                <Input type="tel" {...form.register(`participants.${index}.phone`)} />
              </FormField>
              <div className="sm:col-span-2">
                <FormField label="Company" error={fieldError(form, `participants.${index}.company`)}>
                  <Input {...form.register(`participants.${index}.company`)} />
                </FormField>
              </div>
            </div>
            <fieldset className="mt-4" aria-describedby={rolesError ? `roles-${index}-error` : undefined}>
              <legend className="text-sm font-medium text-slate-900">Roles</legend>
              <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
                {PARTICIPANT_ROLES.map((role) => (
                  <label key={role} className="inline-flex items-center gap-2 text-sm text-slate-900">
                    <input
                      type="checkbox"
                      value={role}
                      className="h-4 w-4 accent-brand-700"
                      {...form.register(`participants.${index}.roles`)}
                    />
                    {ROLE_LABELS[role]}
                  </label>
                ))}
              </div>
              {rolesError ? (
                <p id={`roles-${index}-error`} className="mt-1 text-sm text-red-700">
                  {rolesError}
                </p>
              ) : null}
            </fieldset>
            <Button variant="ghost" size="sm" className="mt-3" onClick={() => people.remove(index)}>
              Remove person {index + 1}
            </Button>
          </fieldset>
        );
      })}
      <Button variant="secondary" onClick={() => people.append({ ...EMPTY_PARTICIPANT, roles: [] })}>
        <UserPlus aria-hidden="true" className="h-4 w-4" />
        Add a person
      </Button>
    </div>
  );
}
