import type { OrganizationSettingsDto } from '@threshold/domain/organizations/organization-settings.contract';
import type { ReactNode } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** Form values as the inputs hold them (text), by field name. */
export type FormValues = Record<string, string>;

type ProfileSettings = Pick<OrganizationSettingsDto, 'name' | 'address' | 'time_zone' | 'licence_number'>;

/** The brokerage's identity — name, licence, address, time zone — as form values. */
export function profileValuesOf(s: ProfileSettings): FormValues {
  return {
    name: s.name,
    line1: s.address.line1,
    line2: s.address.line2,
    city: s.address.city,
    state: s.address.state,
    postal_code: s.address.postal_code,
    time_zone: s.time_zone,
    licence_number: s.licence_number,
  };
}

export function profileInputOf(v: FormValues): ProfileSettings {
  return {
    name: v.name ?? '',
    address: {
      line1: v.line1 ?? '',
      line2: v.line2 ?? '',
      city: v.city ?? '',
      state: v.state ?? '',
      postal_code: v.postal_code ?? '',
    },
    time_zone: v.time_zone ?? '',
    licence_number: v.licence_number ?? '',
  };
}

/** Contract paths ("address.city") → the form's field names; `extra` adds a form's own renames. */
export function formFieldErrors(entries: [string, string][], extra: Record<string, string> = {}): FormValues {
  const fieldOf = (path: string) => extra[path] ?? (path.startsWith('address.') ? path.slice(8) : path);
  return Object.fromEntries(entries.map(([path, message]) => [fieldOf(path), message]));
}

const TIME_ZONES = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

export interface FieldOptions {
  hint?: string;
  type?: string;
  list?: string;
  autoComplete?: string;
}

/** A labelled text input bound to `values[name]`, with its error: the one way these forms draw a field. */
export function textFieldRenderer(
  values: FormValues,
  errors: FormValues,
  setValues: (update: (v: FormValues) => FormValues) => void,
) {
  return (name: string, label: string, extra: FieldOptions = {}): ReactNode => (
    <FormField label={label} error={errors[name]} hint={extra.hint}>
      <Input
        type={extra.type ?? 'text'}
        list={extra.list}
        autoComplete={extra.autoComplete}
        step={extra.type === 'number' ? '0.01' : undefined}
        value={values[name] ?? ''}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      />
    </FormField>
  );
}

/** Name, licence, address and time zone: shared by the brokerage settings and onboarding forms. */
export function OrganizationProfileFields({ field }: { field: ReturnType<typeof textFieldRenderer> }) {
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        {field('name', 'Brokerage name', { autoComplete: 'organization' })}
        {field('licence_number', 'Brokerage licence number')}
        {field('line1', 'Address line 1', { autoComplete: 'address-line1' })}
        {field('line2', 'Address line 2', { autoComplete: 'address-line2' })}
        {field('city', 'City', { autoComplete: 'address-level2' })}
        {field('state', 'State', { autoComplete: 'address-level1' })}
        {field('postal_code', 'Postal code', { autoComplete: 'postal-code' })}
        {field('time_zone', 'Time zone', { list: 'time-zones', hint: 'Key dates and reminders use it.' })}
      </div>
      <datalist id="time-zones">
        {TIME_ZONES.map((tz) => (
          <option key={tz} value={tz} />
        ))}
      </datalist>
    </>
  );
}
