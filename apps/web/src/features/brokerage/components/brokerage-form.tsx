import {
  OrganizationSettingsInput,
  type OrganizationSettingsDto,
} from '@threshold/domain/organizations/organization-settings.contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConflictNotice, conflictChanges } from '@/components/ui/conflict-notice';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useSaveOrganizationSettings } from '../api/brokerage-api';

type Values = Record<string, string>;

const percent = (bps: number) => String(bps / 100);
const toBps = (value: string) => Math.round(Number(value) * 100);

function valuesOf(s: OrganizationSettingsDto): Values {
  return {
    name: s.name,
    line1: s.address.line1,
    line2: s.address.line2,
    city: s.address.city,
    state: s.address.state,
    postal_code: s.address.postal_code,
    time_zone: s.time_zone,
    licence_number: s.licence_number,
    closing_cost: percent(s.closing_cost_bps),
    listing_side: percent(s.commission_defaults.listing_side_bps),
    buyer_side: percent(s.commission_defaults.buyer_side_bps),
    agent_split: percent(s.commission_defaults.agent_split_bps),
  };
}

function inputOf(v: Values) {
  return {
    name: v.name,
    address: { line1: v.line1, line2: v.line2, city: v.city, state: v.state, postal_code: v.postal_code },
    time_zone: v.time_zone,
    licence_number: v.licence_number,
    closing_cost_bps: toBps(v.closing_cost!),
    commission_defaults: {
      listing_side_bps: toBps(v.listing_side!),
      buyer_side_bps: toBps(v.buyer_side!),
      agent_split_bps: toBps(v.agent_split!),
    },
  };
}

/** Contract paths ("commission_defaults.listing_side_bps") → the form's field names. */
const FIELD_OF: Record<string, string> = {
  'address.line1': 'line1',
  'address.line2': 'line2',
  'address.city': 'city',
  'address.state': 'state',
  'address.postal_code': 'postal_code',
  closing_cost_bps: 'closing_cost',
  'commission_defaults.listing_side_bps': 'listing_side',
  'commission_defaults.buyer_side_bps': 'buyer_side',
  'commission_defaults.agent_split_bps': 'agent_split',
};
const fieldErrors = (entries: [string, string][]) =>
  Object.fromEntries(entries.map(([path, message]) => [FIELD_OF[path] ?? path, message]));

const TIME_ZONES = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

/** The organization's settings, saved as a whole on the version the form was opened with. */
export function BrokerageForm({
  settings,
  onSaved,
}: {
  settings: OrganizationSettingsDto;
  onSaved: () => void;
}) {
  const save = useSaveOrganizationSettings(settings);
  const [values, setValues] = useState(() => valuesOf(settings));
  const [errors, setErrors] = useState<Values>({});
  const [problem, setProblem] = useState<string | null>(null);
  const field = (
    name: string,
    label: string,
    extra: { hint?: string; type?: string; list?: string } = {},
  ): ReactNode => (
    <FormField label={label} error={errors[name]} hint={extra.hint}>
      <Input
        type={extra.type ?? 'text'}
        list={extra.list}
        step={extra.type === 'number' ? '0.01' : undefined}
        value={values[name] ?? ''}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      />
    </FormField>
  );

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const parsed = OrganizationSettingsInput.safeParse(inputOf(values));
    if (!parsed.success)
      return setErrors(fieldErrors(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
    setErrors({});
    try {
      const saved = await save.save(parsed.data);
      if (!saved) return;
      toast.success('Brokerage settings saved');
      onSaved();
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length)
        setErrors(fieldErrors(Object.entries(error.fields)));
      else setProblem(errorMessage(error));
    }
  };

  return (
    <form onSubmit={(e) => void handleSubmit(e)} noValidate className="space-y-4">
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {save.conflict ? (
        <ConflictNotice
          what="brokerage's settings"
          changedBy={save.conflict.changedBy}
          changedAt={save.conflict.changedAt}
          changes={conflictChanges({ name: save.conflict.current.name }, { name: values.name })}
          busy={save.isPending}
          onReapply={save.reapply}
          onDiscard={async () => {
            const current = save.conflict?.current;
            await save.discard();
            if (current) setValues(valuesOf(current));
          }}
        />
      ) : null}
      <Card aria-labelledby="brokerage-profile" className="space-y-3">
        <h2 id="brokerage-profile" className="text-base font-semibold text-slate-900">
          Organization
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          {field('name', 'Brokerage name')}
          {field('licence_number', 'Brokerage licence number')}
          {field('line1', 'Address line 1')}
          {field('line2', 'Address line 2')}
          {field('city', 'City')}
          {field('state', 'State')}
          {field('postal_code', 'Postal code')}
          {field('time_zone', 'Time zone', { list: 'time-zones', hint: 'Key dates and reminders use it.' })}
        </div>
        <datalist id="time-zones">
          {TIME_ZONES.map((tz) => (
            <option key={tz} value={tz} />
          ))}
        </datalist>
      </Card>
      <Card aria-labelledby="brokerage-money" className="space-y-3">
        <h2 id="brokerage-money" className="text-base font-semibold text-slate-900">
          Money defaults
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          {field('closing_cost', 'Closing-cost estimate (%)', {
            type: 'number',
            hint: 'Of the sale price, for net-to-seller estimates.',
          })}
          {field('listing_side', 'Listing-side commission (%)', { type: 'number' })}
          {field('buyer_side', 'Buyer-side commission (%)', { type: 'number' })}
          {field('agent_split', 'Agent split (%)', {
            type: 'number',
            hint: "The agent's share of the brokerage's side.",
          })}
        </div>
      </Card>
      <Card aria-labelledby="brokerage-templates">
        <h2 id="brokerage-templates" className="text-base font-semibold text-slate-900">
          Deal templates
        </h2>
        <ul className="mt-2 list-disc pl-5 text-sm">
          <li>
            <Link className="text-brand-700 hover:underline" to="/transactions/checklist-templates">
              Checklist templates
            </Link>
          </li>
          <li>
            <Link className="text-brand-700 hover:underline" to="/transactions/key-date-templates">
              Key-date templates
            </Link>
          </li>
        </ul>
      </Card>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save settings'}
      </Button>
    </form>
  );
}
