import { TRANSACTION_TYPES } from '@threshold/domain/transactions/transaction-enums';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useFilterChoices } from '../api/analytics-api';
import type { AnalyticsFilterState } from '../model/analytics-filters';

const TYPE_LABELS: Record<string, string> = {
  purchase: 'Purchase',
  sale: 'Sale',
  lease: 'Lease',
  referral: 'Referral',
};

interface AnalyticsFiltersBarProps {
  filters: AnalyticsFilterState;
  onChange: (patch: Partial<AnalyticsFilterState>) => void;
  onClear: () => void;
}

/** A labelled control; `children` gets the id the label points at. */
function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** Closing-date range, team, agent and deal type; every change goes to the URL. */
export function AnalyticsFiltersBar({ filters, onChange, onClear }: AnalyticsFiltersBarProps) {
  const choices = useFilterChoices();
  const name = (p: { first_name: string | null; last_name: string | null }) =>
    [p.first_name, p.last_name].filter(Boolean).join(' ') || 'Unnamed agent';
  return (
    <form
      role="search"
      aria-label="Report filters"
      className="mb-6 grid grid-cols-2 gap-3 md:grid-cols-6 md:items-end"
      onSubmit={(e) => e.preventDefault()}
    >
      <Field label="Closing from">
        {(id) => (
          <Input
            id={id}
            type="date"
            value={filters.closing_from}
            onChange={(e) => onChange({ closing_from: e.target.value })}
          />
        )}
      </Field>
      <Field label="Closing to">
        {(id) => (
          <Input
            id={id}
            type="date"
            value={filters.closing_to}
            onChange={(e) => onChange({ closing_to: e.target.value })}
          />
        )}
      </Field>
      <Field label="Team">
        {(id) => (
          <Select id={id} value={filters.team} onChange={(e) => onChange({ team: e.target.value })}>
            <option value="">All teams</option>
            {choices.data?.teams.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Agent">
        {(id) => (
          <Select id={id} value={filters.agent} onChange={(e) => onChange({ agent: e.target.value })}>
            <option value="">All agents</option>
            {choices.data?.agents.map(({ agent }) => (
              <option key={agent.id} value={agent.id}>
                {name(agent)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Deal type">
        {(id) => (
          <Select id={id} value={filters.type} onChange={(e) => onChange({ type: e.target.value })}>
            <option value="">All types</option>
            {TRANSACTION_TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABELS[t]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button type="button" variant="ghost" onClick={onClear}>
        Clear filters
      </Button>
    </form>
  );
}
