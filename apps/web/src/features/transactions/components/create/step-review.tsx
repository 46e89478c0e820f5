import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useMe } from '@/lib/auth/auth-context';
import { formatCents, formatDate } from '../../model/format';
import {
  FINANCING_LABELS,
  PROPERTY_TYPE_LABELS,
  ROLE_LABELS,
  SIDE_LABELS,
  STATUS_LABELS,
  TYPE_LABELS,
} from '../../model/labels';
import { dateKeysFor, STEP_TITLES, type WizardStep } from '../../model/wizard';
import { dollarsToCents } from '../../model/wizard-input';
import type { WizardForm } from './wizard-form';

function Section({
  step,
  onEdit,
  children,
}: {
  step: WizardStep;
  onEdit: (step: WizardStep) => void;
  children: ReactNode;
}) {
  return (
    <section className="rounded-lg border border-slate-200 p-4">
      <div className="flex items-center justify-between">
        <h3 className="text-sm font-semibold text-slate-900">{STEP_TITLES[step]}</h3>
        <Button variant="link" size="sm" onClick={() => onEdit(step)}>
          Edit<span className="sr-only"> {STEP_TITLES[step].toLowerCase()}</span>
        </Button>
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">{children}</dl>
    </section>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-slate-900">{value || '—'}</dd>
    </>
  );
}

const money = (value: string) => {
  const cents = dollarsToCents(value);
  return typeof cents === 'number' ? formatCents(cents) : value;
};

/** Step 5: everything at a glance before creating the deal. */
export function StepReview({ form, onEdit }: { form: WizardForm; onEdit: (step: WizardStep) => void }) {
  const v = useWatch({ control: form.control });
  const me = useMe();
  const team = me.primaryAffiliation?.teams.find((t) => t.id === v.team_id);
  const address = [
    v.address?.line1,
    v.address?.line2,
    v.address?.city,
    v.address?.state,
    v.address?.postal_code,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="space-y-4">
      <Section step="deal" onEdit={onEdit}>
        <Row label="Type" value={v.type ? TYPE_LABELS[v.type] : ''} />
        <Row label="Side" value={v.side ? SIDE_LABELS[v.side] : ''} />
        <Row label="Team" value={team?.name ?? 'No team'} />
      </Section>
      <Section step="property" onEdit={onEdit}>
        <Row label="Address" value={address} />
        <Row label="Deal name" value={v.title || 'The street address'} />
        <Row label="Property type" value={v.property_type ? PROPERTY_TYPE_LABELS[v.property_type] : ''} />
        <Row label="MLS number" value={v.mls_number} />
        <Row label="Beds / baths" value={[v.beds, v.baths].filter(Boolean).join(' / ')} />
        <Row label="List price" value={money(v.list_price ?? '')} />
        <Row label="Offer price" value={money(v.offer_price ?? '')} />
        <Row label="Sale price" value={money(v.sale_price ?? '')} />
        <Row label="Financing" value={v.financing_type ? FINANCING_LABELS[v.financing_type] : ''} />
      </Section>
      <Section step="participants" onEdit={onEdit}>
        {(v.participants ?? []).length === 0 ? <Row label="People" value="None yet" /> : null}
        {(v.participants ?? []).map((p, i) => (
          <Row
            key={i}
            label={[p?.first_name, p?.last_name].filter(Boolean).join(' ') || `Person ${i + 1}`}
            value={(p?.roles ?? []).map((r) => (r ? ROLE_LABELS[r] : '')).join(', ')}
          />
        ))}
      </Section>
      <Section step="dates" onEdit={onEdit}>
        <Row label="Status" value={v.status ? STATUS_LABELS[v.status] : ''} />
        {dateKeysFor(v.type ?? '').map((key) => (
          <Row
            key={key}
            label={key === 'acceptance' ? 'Acceptance' : key === 'listing' ? 'Listing' : 'Closing'}
            value={v.dates?.[key] ? formatDate(v.dates[key]) : 'Not set'}
          />
        ))}
      </Section>
      <p className="text-sm text-slate-600">
        Creating the deal applies your brokerage's checklist for this type and side, and its key-date
        schedule.
      </p>
    </div>
  );
}
