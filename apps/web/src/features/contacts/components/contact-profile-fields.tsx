import { CONTACT_STAGES, CONTACT_TYPES, LEAD_SOURCES } from '@threshold/domain/contacts/contact.contract';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useMe } from '@/lib/auth/auth-context';
import { useOwnerOptions } from '../api/use-owner-options';
import { personName, sourceLabel, STAGE_LABELS, TYPE_LABELS } from '../lib/contact-labels';
import type { ContactFormValues } from '../lib/contact-form-values';
import { ChipsInput } from './chips-input';

/** Types, stage, source, owner, team, tags, areas and price range. */
export function ContactProfileFields({ form }: { form: UseFormReturn<ContactFormValues> }) {
  const me = useMe();
  const owners = useOwnerOptions().filter((o) => o.id !== me.user.id);
  const teams = me.primaryAffiliation?.teams ?? [];
  const { errors } = form.formState;
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">Contact types</legend>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {CONTACT_TYPES.map((type) => (
            <Checkbox key={type} label={TYPE_LABELS[type]} value={type} {...form.register('types')} />
          ))}
        </div>
        {errors.types ? <p className="mt-1 text-sm text-red-700">{errors.types.message}</p> : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Stage" error={errors.stage?.message}>
          <Select {...form.register('stage')}>
            {CONTACT_STAGES.map((s) => (
              <option key={s} value={s}>
                {STAGE_LABELS[s]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Lead source" error={errors.lead_source?.message} hint="Pick one or type your own.">
          <Input list="lead-sources" autoComplete="off" {...form.register('lead_source')} />
        </FormField>
        <datalist id="lead-sources">
          {LEAD_SOURCES.map((s) => (
            <option key={s} value={s}>
              {sourceLabel(s)}
            </option>
          ))}
        </datalist>
        <FormField label="Owner" error={errors.owner_id?.message}>
          <Select {...form.register('owner_id')}>
            <option value="">Me</option>
            {owners.map((o) => (
              <option key={o.id} value={o.id}>
                {personName(o)}
              </option>
            ))}
            <option value="unassigned">Nobody yet (lead routing)</option>
          </Select>
        </FormField>
        <FormField label="Share with team" error={errors.team_id?.message}>
          <Select {...form.register('team_id')} disabled={teams.length === 0}>
            <option value="">Not shared</option>
            {teams.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Price min" error={errors.price_min?.message} hint="e.g. 450000 or 450k">
          <Input inputMode="decimal" autoComplete="off" {...form.register('price_min')} />
        </FormField>
        <FormField label="Price max" error={errors.price_max?.message}>
          <Input inputMode="decimal" autoComplete="off" {...form.register('price_max')} />
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="tags"
        render={({ field, fieldState }) => (
          <FormField
            label="Tags"
            error={fieldState.error?.message}
            hint="Press Enter or comma after each tag."
          >
            <ChipsInput itemName="tag" value={field.value} onChange={field.onChange} />
          </FormField>
        )}
      />
      <Controller
        control={form.control}
        name="areas_of_interest"
        render={({ field, fieldState }) => (
          <FormField label="Areas of interest" error={fieldState.error?.message}>
            <ChipsInput itemName="area" value={field.value} onChange={field.onChange} />
          </FormField>
        )}
      />
    </div>
  );
}
