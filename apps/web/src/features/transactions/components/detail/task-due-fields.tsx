import type { KeyDateDto } from '@threshold/domain/transactions/key-dates.contract';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { formatDate } from '../../model/format';
import { linkedDuePreview, type DueMode, type TaskFormValues } from '../../model/task-form';

interface TaskDueFieldsProps {
  values: TaskFormValues;
  errors: Record<string, string>;
  dates: readonly KeyDateDto[];
  onChange: (patch: Partial<TaskFormValues>) => void;
}

const MODES: [DueMode, string][] = [
  ['none', 'No due date'],
  ['date', 'On a date'],
  ['linked', 'Counted from a key date'],
];

/** When a task is due: never, on a date, or N days before/after a key date (it then moves with it). */
export function TaskDueFields({ values, errors, dates, onChange }: TaskDueFieldsProps) {
  const anchor = dates.find((d) => d.key === values.dateKey);
  const preview = linkedDuePreview(values, dates);
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-900">Due</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {MODES.map(([mode, label]) => (
          <label key={mode} className="inline-flex items-center gap-2 text-sm text-slate-900">
            <input
              type="radio"
              name="task-due-mode"
              className="focus-ring h-4 w-4 accent-brand-700"
              checked={values.dueMode === mode}
              disabled={mode === 'linked' && dates.length === 0}
              onChange={() => onChange({ dueMode: mode })}
            />
            {label}
          </label>
        ))}
      </div>
      {values.dueMode === 'date' ? (
        <FormField label="Due date" error={errors.due_date}>
          <Input type="date" value={values.dueDate} onChange={(e) => onChange({ dueDate: e.target.value })} />
        </FormField>
      ) : null}
      {values.dueMode === 'linked' ? (
        <div className="grid gap-3 sm:grid-cols-[6rem_8rem_1fr]">
          <FormField label="Days" error={errors.offset_days}>
            <Input
              inputMode="numeric"
              value={values.days}
              onChange={(e) => onChange({ days: e.target.value })}
            />
          </FormField>
          <FormField label="Before or after">
            <Select
              value={values.direction}
              onChange={(e) => onChange({ direction: e.target.value as TaskFormValues['direction'] })}
            >
              <option value="before">before</option>
              <option value="after">after</option>
            </Select>
          </FormField>
          <FormField label="Key date" error={errors.date_key}>
            <Select value={values.dateKey} onChange={(e) => onChange({ dateKey: e.target.value })}>
              <option value="">Choose a key date</option>
              {dates.map((d) => (
                <option key={d.key} value={d.key}>
                  {d.label}
                  {d.date ? ` (${formatDate(d.date)})` : ''}
                </option>
              ))}
            </Select>
          </FormField>
          <p className="text-sm text-slate-700 sm:col-span-3" aria-live="polite">
            {preview
              ? `Due ${formatDate(preview)}; it moves when ${anchor?.label} moves.`
              : anchor
                ? `Due once ${anchor.label} has a date.`
                : null}
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}
