import {
  LEAD_ROUTING_MODES,
  type CrmSettingsDto,
  type LeadRoutingMode,
} from '@threshold/domain/contacts/crmSettings.contract';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useUpdateCrmSettings } from '../api/crm-settings-api';
import { useOwnerOptions } from '../api/use-owner-options';
import { personName } from '../lib/contact-labels';

const MODE_TEXT: Record<LeadRoutingMode, string> = {
  off: 'Off — new leads without an owner wait in "Unassigned"',
  round_robin: 'Round-robin — each new lead goes to the next chosen agent',
  first_to_claim: 'First to claim — chosen agents (or everyone) can claim a lead',
};

export function CrmSettingsForm({ settings, onSaved }: { settings: CrmSettingsDto; onSaved: () => void }) {
  const update = useUpdateCrmSettings();
  const candidates = useOwnerOptions();
  const agents = [
    ...settings.lead_routing.agents,
    ...candidates.filter((c) => !settings.lead_routing.agent_ids.includes(c.id)),
  ];
  const [days, setDays] = useState(String(settings.needs_attention_days));
  const [mode, setMode] = useState<LeadRoutingMode>(settings.lead_routing.mode);
  const [agentIds, setAgentIds] = useState<string[]>(settings.lead_routing.agent_ids);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const n = Number(days);
    if (!Number.isInteger(n) || n < 1 || n > 365)
      return setErrors({ needs_attention_days: 'A whole number of days from 1 to 365' });
    if (mode === 'round_robin' && agentIds.length === 0)
      return setErrors({ 'lead_routing.agent_ids': 'Choose at least one agent for round-robin' });
    setErrors({});
    setFormError(null);
    update.mutate(
      { needs_attention_days: n, lead_routing: { mode, agent_ids: agentIds } },
      {
        onSuccess: () => {
          toast.success('CRM settings saved');
          onSaved();
        },
        onError: (error) => {
          if (isApiError(error) && Object.keys(error.fields).length) setErrors(error.fields);
          else setFormError(errorMessage(error));
        },
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <FormField
        label="Needs attention after (days without contact)"
        error={errors.needs_attention_days}
        hint="Contacts with an overdue follow-up also need attention."
      >
        <Input type="number" min={1} max={365} value={days} onChange={(e) => setDays(e.target.value)} />
      </FormField>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">Lead routing</legend>
        {LEAD_ROUTING_MODES.map((m) => (
          <label key={m} className="flex items-start gap-2 text-sm text-slate-900">
            <input
              type="radio"
              name="routing-mode"
              className="mt-0.5 accent-brand-700"
              checked={mode === m}
              onChange={() => setMode(m)}
            />
            {MODE_TEXT[m]}
          </label>
        ))}
      </fieldset>
      {mode !== 'off' ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-900">Agents</legend>
          {agents.map((a) => (
            <Checkbox
              key={a.id}
              className="flex"
              label={personName(a)}
              checked={agentIds.includes(a.id)}
              onChange={() =>
                setAgentIds((ids) => (ids.includes(a.id) ? ids.filter((i) => i !== a.id) : [...ids, a.id]))
              }
            />
          ))}
          {errors['lead_routing.agent_ids'] ? (
            <p className="text-sm text-red-700">{errors['lead_routing.agent_ids']}</p>
          ) : null}
        </fieldset>
      ) : null}
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? 'Saving…' : 'Save settings'}
      </Button>
    </form>
  );
}
