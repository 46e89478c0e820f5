import {
  OrganizationSettingsInput,
  type OrganizationSettingsDto,
} from '@threshold/domain/organizations/organization-settings.contract';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConflictNotice, conflictChanges } from '@/components/ui/conflict-notice';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useSaveOrganizationSettings } from '../api/brokerage-api';
import {
  formFieldErrors,
  OrganizationProfileFields,
  profileInputOf,
  profileValuesOf,
  textFieldRenderer,
  type FormValues,
} from './organization-profile-fields';

const percent = (bps: number) => String(bps / 100);
const toBps = (value: string) => Math.round(Number(value) * 100);

function valuesOf(s: OrganizationSettingsDto): FormValues {
  return {
    ...profileValuesOf(s),
    closing_cost: percent(s.closing_cost_bps),
    listing_side: percent(s.commission_defaults.listing_side_bps),
    buyer_side: percent(s.commission_defaults.buyer_side_bps),
    agent_split: percent(s.commission_defaults.agent_split_bps),
  };
}

function inputOf(v: FormValues) {
  return {
    ...profileInputOf(v),
    closing_cost_bps: toBps(v.closing_cost!),
    commission_defaults: {
      listing_side_bps: toBps(v.listing_side!),
      buyer_side_bps: toBps(v.buyer_side!),
      agent_split_bps: toBps(v.agent_split!),
    },
  };
}

/** The money fields' contract paths → the form's field names. */
const MONEY_FIELDS: Record<string, string> = {
  closing_cost_bps: 'closing_cost',
  'commission_defaults.listing_side_bps': 'listing_side',
  'commission_defaults.buyer_side_bps': 'buyer_side',
  'commission_defaults.agent_split_bps': 'agent_split',
};
const fieldErrors = (entries: [string, string][]) => formFieldErrors(entries, MONEY_FIELDS);

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
  const [errors, setErrors] = useState<FormValues>({});
  const [problem, setProblem] = useState<string | null>(null);
  const field = textFieldRenderer(values, errors, setValues);

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
        <OrganizationProfileFields field={field} />
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
