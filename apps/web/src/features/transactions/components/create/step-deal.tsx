import { useWatch } from 'react-hook-form';
import { SIDES_BY_TYPE, TRANSACTION_TYPES } from '@threshold/domain/transactions/transaction-enums';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { useMe } from '@/lib/auth/auth-context';
import { cn } from '@/lib/cn';
import { SIDE_LABELS, TYPE_LABELS } from '../../model/labels';
import { fieldError, type WizardForm } from './wizard-form';

const TYPE_HINTS = {
  purchase: 'Representing a buyer in a purchase',
  sale: 'A listing for sale',
  lease: 'A rental, for a landlord or tenant',
  referral: 'Sent to or received from another agent',
} as const;

/** Step 1: what kind of deal, which side we represent, and the team. */
export function StepDeal({ form }: { form: WizardForm }) {
  const me = useMe();
  const type = useWatch({ control: form.control, name: 'type' });
  const side = useWatch({ control: form.control, name: 'side' });
  const sides = type ? SIDES_BY_TYPE[type] : [];
  const teams = me.primaryAffiliation?.teams ?? [];
  const typeError = fieldError(form, 'type');
  return (
    <div className="space-y-6">
      <fieldset aria-describedby={typeError ? 'type-error' : undefined}>
        <legend className="text-sm font-medium text-slate-900">Type of deal</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {TRANSACTION_TYPES.map((value) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer gap-3 rounded-md border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                type === value ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-white',
              )}
            >
              <input
                type="radio"
                value={value}
                className="mt-1 accent-brand-700"
                {...form.register('type', {
                  onChange: () => {
                    if (side && !SIDES_BY_TYPE[value].includes(side)) form.setValue('side', '');
                  },
                })}
              />
              <span>
                <span className="block text-sm font-medium text-slate-900">{TYPE_LABELS[value]}</span>
                <span className="block text-xs text-slate-600">{TYPE_HINTS[value]}</span>
              </span>
            </label>
          ))}
        </div>
        {typeError ? (
          <p id="type-error" className="mt-1 text-sm text-red-700">
            {typeError}
          </p>
        ) : null}
      </fieldset>
      <FormField
        label="Side"
        error={fieldError(form, 'side')}
        hint={
          type
            ? 'Dual: the brokerage represents both parties (both checklists apply).'
            : 'Choose a type first.'
        }
      >
        <Select disabled={!type} {...form.register('side')}>
          <option value="">Choose a side</option>
          {sides.map((value) => (
            <option key={value} value={value}>
              {SIDE_LABELS[value]}
            </option>
          ))}
        </Select>
      </FormField>
      {teams.length > 0 ? (
        <FormField label="Team (optional)" error={fieldError(form, 'team_id')}>
          <Select {...form.register('team_id')}>
            <option value="">No team</option>
            {teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </Select>
        </FormField>
      ) : null}
    </div>
  );
}
