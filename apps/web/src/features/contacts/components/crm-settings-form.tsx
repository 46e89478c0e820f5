import {
  LEAD_ROUTING_MODES,
  type CrmSettingsDto,
  type LeadRoutingMode,
  type UpdateCrmSettingsInput,
} from '@threshold/domain/contacts/crm-settings.contract';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConflictNotice, conflictChanges } from '@/components/ui/conflict-notice';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useVersionedCrmSettingsEdit } from '../api/crm-settings-api';
import { useOwnerOptions } from '../api/use-owner-options';
import { personName } from '../lib/contact-labels';

const MODE_TEXT: Record<LeadRoutingMode, string> = {
  off: 'Off — new leads without an owner wait in "Unassigned"',
  round_robin: 'Round-robin — each new lead goes to the next chosen agent',
  first_to_claim: 'First to claim — chosen agents (or everyone) can claim a lead',
};

const MODE_LABEL: Record<LeadRoutingMode, string> = {
  off: 'Off',
  round_robin: 'Round-robin',
  first_to_claim: 'First to claim',
};

/** A conflict's rows in the form's words: theirs now vs. what the user tried to save. */
function comparable(
  settings: Pick<CrmSettingsDto, 'needs_attention_days'> & {
    lead_routing?: Pick<CrmSettingsDto['lead_routing'], 'mode' | 'agent_ids'>;
  },
  nameOf: (id: string) => string,
) {
  return {
    'Needs attention after (days)': settings.needs_attention_days,
    'Lead routing': settings.lead_routing ? MODE_LABEL[settings.lead_routing.mode] : '',
    Agents: settings.lead_routing ? settings.lead_routing.agent_ids.map(nameOf).sort() : [],
  };
}

/**
 * The CRM settings, saved as a whole based on the version the form was opened with (issue 19): a
 * 409 keeps what the user chose and shows whose change came first (re-apply or discard).
 */
export function CrmSettingsForm({ settings, onSaved }: { settings: CrmSettingsDto; onSaved: () => void }) {
  const update = useVersionedCrmSettingsEdit(settings);
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
    void send(() => update.save({ needs_attention_days: n, lead_routing: { mode, agent_ids: agentIds } }));
  };
  /** Saves (or re-applies); a stale version keeps the form as it is, with the conflict shown above it. */
  const send = async (attempt: () => Promise<CrmSettingsDto | null>) => {
    try {
      if (!(await attempt())) return;
      toast.success('CRM settings saved');
      onSaved();
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length) setErrors(error.fields);
      else setFormError(errorMessage(error));
    }
  };
  const conflict = update.conflict;
  const nameOf = (id: string) => {
    const person = [...agents, ...(conflict?.current.lead_routing.agents ?? [])].find((a) => a.id === id);
    return person ? personName(person) : id;
  };
  /** "Discard mine": the form shows the settings as they are now. */
  const takeTheirs = async (current: CrmSettingsDto) => {
    setDays(String(current.needs_attention_days));
    setMode(current.lead_routing.mode);
    setAgentIds(current.lead_routing.agent_ids);
    setErrors({});
    setFormError(null);
    await update.discard();
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {conflict ? (
        <ConflictNotice
          what="CRM configuration"
          changedBy={conflict.changedBy}
          changedAt={conflict.changedAt}
          changes={conflictChanges(
            comparable(conflict.current, nameOf),
            comparable(conflict.input as Required<UpdateCrmSettingsInput>, nameOf),
            (label) => label,
          )}
          busy={update.isPending}
          onReapply={() => send(update.reapply)}
          onDiscard={() => takeTheirs(conflict.current)}
        />
      ) : null}
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
