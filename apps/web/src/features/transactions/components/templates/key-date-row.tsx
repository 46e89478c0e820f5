import { useId } from 'react';
import { ACCEPTANCE_DATE_KEY } from '@threshold/domain/transactions/key-date-defaults';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { keptReason, type DraftKeyDate, type KeyDatePatch } from '../../model/key-date-template-draft';
import type { RowActions } from './editable-list';
import { ItemOrderButtons } from './item-order-buttons';

interface KeyDateRowProps extends RowActions {
  item: DraftKeyDate;
  index: number;
  count: number;
  /** The other dates of the set, which this one may count from. */
  anchors: readonly DraftKeyDate[];
  /** The date's rule in plain English, as it changes. */
  rule: string;
  /** This date's messages by field (`label`, `key`, `kind`, `offset_days`, `anchor_key` …). */
  errors: Record<string, string> | undefined;
  onUpdate: (patch: KeyDatePatch) => void;
}

const RELATIVE_FIELDS = ['offset_days', 'anchor_key'];

/**
 * One date of a key-date set: label (its key below it) and kind; for a counted date the days,
 * before/after, calendar or business days and the date it counts from; the switches, the rule in
 * words and the move/remove buttons.
 */
export function KeyDateRow({
  item,
  index,
  count,
  anchors,
  rule,
  errors = {},
  onUpdate,
  ...actions
}: KeyDateRowProps) {
  const ruleId = useId();
  const name = item.label.trim() || `date ${index + 1}`;
  const relative = item.kind === 'relative';
  const isAcceptance = item.key === ACCEPTANCE_DATE_KEY;
  const shown = ['label', 'key', 'kind', ...(relative ? RELATIVE_FIELDS : [])];
  const otherErrors = Object.entries(errors).filter(([field]) => !shown.includes(field));
  const keyError = errors.key ? `Key: ${errors.key}` : undefined;
  return (
    <li data-item={item.id} className="rounded-md border border-slate-200 bg-white p-3">
      <fieldset aria-describedby={ruleId}>
        <legend className="sr-only">{`Date ${index + 1}: ${name}`}</legend>
        <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
          <span aria-hidden="true" className="w-6 pt-8 text-right text-sm text-slate-600">
            {index + 1}.
          </span>
          <FormField
            label="Label"
            className="min-w-48 flex-1"
            error={errors.label ?? keyError}
            hint={`Key: ${item.key}${item.isNew ? ' (from the label)' : ''}`}
          >
            <Input
              value={item.label}
              maxLength={100}
              data-control="label"
              onChange={(e) => onUpdate({ label: e.target.value })}
            />
          </FormField>
          <FormField
            label="Kind"
            className="w-64"
            error={errors.kind}
            hint={isAcceptance ? 'Filled in on each deal when it goes under contract.' : undefined}
          >
            <Select
              value={item.kind}
              disabled={isAcceptance && item.kind === 'absolute'}
              onChange={(e) => onUpdate({ kind: e.target.value as DraftKeyDate['kind'] })}
            >
              <option value="absolute">Fixed date</option>
              <option value="relative">Counted from another date</option>
            </Select>
          </FormField>
        </div>
        {relative ? (
          <div className="mt-2 flex flex-wrap items-start gap-x-3 gap-y-2 pl-9">
            <FormField label="Days" className="w-20" error={errors.offset_days}>
              <Input
                inputMode="numeric"
                value={item.days}
                onChange={(e) => onUpdate({ days: e.target.value })}
              />
            </FormField>
            <FormField label="Before or after" className="w-28">
              <Select
                value={item.before ? 'before' : 'after'}
                onChange={(e) => onUpdate({ before: e.target.value === 'before' })}
              >
                <option value="after">after</option>
                <option value="before">before</option>
              </Select>
            </FormField>
            <FormField label="Count" className="w-40">
              <Select
                value={item.business_days ? 'business' : 'calendar'}
                onChange={(e) => onUpdate({ business_days: e.target.value === 'business' })}
              >
                <option value="calendar">Calendar days</option>
                <option value="business">Business days</option>
              </Select>
            </FormField>
            <FormField label="From" className="min-w-48 flex-1" error={errors.anchor_key}>
              <Select
                value={item.anchor_key ?? ''}
                onChange={(e) => onUpdate({ anchor_key: e.target.value || null })}
              >
                <option value="">Choose a date</option>
                {anchors.map((d) => (
                  <option key={d.id} value={d.key}>
                    {d.label.trim() || d.key}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
        ) : null}
        <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-1 pl-9">
          {relative && !item.business_days ? (
            <Checkbox
              label="Roll to a business day"
              checked={item.roll}
              onChange={(e) => onUpdate({ roll: e.target.checked })}
            />
          ) : null}
          <Checkbox
            label="Track as a deadline"
            checked={item.is_deadline}
            onChange={(e) => onUpdate({ is_deadline: e.target.checked })}
          />
          <ItemOrderButtons
            name={name}
            index={index}
            count={count}
            keepReason={keptReason(item)}
            {...actions}
          />
        </div>
        <p id={ruleId} className="mt-2 pl-9 text-sm text-slate-700">
          <span className="font-medium">Rule:</span> {rule}
        </p>
        {otherErrors.map(([field, message]) => (
          <p key={field} className="mt-1 pl-9 text-sm text-red-700">
            {message}
          </p>
        ))}
      </fieldset>
    </li>
  );
}
