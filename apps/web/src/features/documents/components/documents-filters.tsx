import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useDealOptions } from '../api/documents-api';
import { DOCUMENT_TYPE_OPTIONS } from '../lib/document-format';
import type { DocumentsUrlState } from '../lib/documents-url-state';

interface DocumentsFiltersProps {
  state: DocumentsUrlState;
  onChange: (next: DocumentsUrlState) => void;
  /** Brokers also see the trash. */
  showTrash: boolean;
}

export function DocumentsFilters({ state, onChange, showTrash }: DocumentsFiltersProps) {
  const deals = useDealOptions(true);
  const [q, setQ] = useState(state.q);
  return (
    <form
      className="mb-4 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ ...state, q });
      }}
    >
      <FormField label="Search by name">
        <Input type="search" value={q} maxLength={100} onChange={(e) => setQ(e.target.value)} />
      </FormField>
      <FormField label="Deal">
        <Select
          value={state.transactionId}
          onChange={(e) => onChange({ ...state, transactionId: e.target.value })}
        >
          <option value="">All deals</option>
          {(deals.data ?? []).map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Type">
        <Select value={state.type} onChange={(e) => onChange({ ...state, type: e.target.value })}>
          <option value="">All types</option>
          {DOCUMENT_TYPE_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Filed on">
        <Select value={state.place} onChange={(e) => onChange({ ...state, place: e.target.value })}>
          <option value="">Anywhere</option>
          <option value="deal">A deal</option>
          <option value="listing">A listing</option>
          <option value="contact">A contact</option>
          <option value="personal">My documents</option>
        </Select>
      </FormField>
      {showTrash ? (
        <FormField label="Status">
          <Select
            value={state.status}
            onChange={(e) =>
              onChange({ ...state, status: e.target.value === 'deleted' ? 'deleted' : 'active' })
            }
          >
            <option value="active">Active</option>
            <option value="deleted">Deleted (trash)</option>
          </Select>
        </FormField>
      ) : null}
      <div className="flex items-end">
        <Checkbox
          label="Waiting for me"
          checked={state.waitingForMe}
          onChange={(e) => onChange({ ...state, waitingForMe: e.target.checked })}
        />
      </div>
      <div className="flex items-end">
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </div>
    </form>
  );
}
