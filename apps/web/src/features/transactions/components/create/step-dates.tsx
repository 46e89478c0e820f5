import { useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatDate } from '../../model/format';
import { previewKeyDates } from '../../model/date-preview';
import { dateKeysFor } from '../../model/wizard';
import { fieldError, type WizardForm } from './wizard-form';

const DATE_LABELS = {
  listing: 'Listing date',
  acceptance: 'Contract acceptance',
  closing: 'Closing date',
} as const;
const DATE_HINTS = {
  listing: 'When the property goes on the market.',
  acceptance: 'Contingency deadlines count from this date.',
  closing: 'Leave empty to count it from acceptance; a date you give here stays fixed.',
} as const;
const STATUSES = [
  { value: 'draft', label: 'Draft', hint: 'Still being prepared' },
  { value: 'active', label: 'Active', hint: 'On the market or searching' },
  { value: 'under_contract', label: 'Under contract', hint: 'An offer has been accepted' },
] as const;

/** Step 4: starting status and the known dates, with the schedule they produce. */
export function StepDates({ form }: { form: WizardForm }) {
  const type = useWatch({ control: form.control, name: 'type' });
  const dates = useWatch({ control: form.control, name: 'dates' });
  const keys = dateKeysFor(type);
  const given = Object.fromEntries(keys.filter((k) => dates[k]).map((k) => [k, dates[k]]));
  const preview = type ? previewKeyDates(type, given) : [];
  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">Status</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {STATUSES.map((status) => (
            <label key={status.value} className="inline-flex items-start gap-2 text-sm">
              <input
                type="radio"
                value={status.value}
                className="mt-1 accent-brand-700"
                {...form.register('status')}
              />
              <span>
                <span className="block font-medium text-slate-900">{status.label}</span>
                <span className="block text-xs text-slate-600">{status.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        {keys.map((key) => (
          <FormField
            key={key}
            label={DATE_LABELS[key]}
            hint={DATE_HINTS[key]}
            error={fieldError(form, `dates.${key}`)}
          >
            <Input type="date" {...form.register(`dates.${key}`)} />
          </FormField>
        ))}
      </div>
      {preview.length > 0 ? (
        <section aria-labelledby="schedule-preview">
          <h3 id="schedule-preview" className="text-sm font-semibold text-slate-900">
            Key dates the deal will start with
          </h3>
          <p className="text-xs text-slate-600">
            Standard schedule; your brokerage's own schedule applies if it has one.
          </p>
          <ul className="mt-2 divide-y divide-slate-100 rounded-md border border-slate-200 bg-white">
            {preview.map((d) => (
              <li key={d.key} className="flex justify-between gap-3 px-3 py-2 text-sm">
                <span>
                  <span className="font-medium text-slate-900">{d.label}</span>
                  <span className="block text-xs text-slate-600">{d.rule}</span>
                </span>
                <span className="text-slate-700">{d.date ? formatDate(d.date) : 'Not set yet'}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
