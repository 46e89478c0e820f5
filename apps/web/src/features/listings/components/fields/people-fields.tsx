import { X } from 'lucide-react';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/form-field';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useListingAgentSearch, useSellerContactSearch } from '../../api/listing-people-api';
import type { ListingFormValues } from '../../lib/listing-form';

type Form = UseFormReturn<ListingFormValues>;
const searchStatus = (q: { isError: boolean; isPending: boolean; data?: unknown[] }) =>
  q.isError
    ? 'The search failed; type again to retry'
    : q.isPending
      ? 'Searching…'
      : q.data?.length === 0
        ? 'Nobody matches'
        : null;

/** The primary listing agent (brokers choose; empty = the broker themselves on a new listing). */
export function ListingAgentField({ form }: { form: Form }) {
  const [q, setQ] = useState('');
  const search = useListingAgentSearch(useDebouncedValue(q, 250));
  const id = form.watch('owner_id');
  const name = form.watch('owner_name');
  return (
    <FormField
      label="Listing agent"
      hint="The primary agent; leave empty to list it yourself"
      error={form.formState.errors.owner_id?.message}
    >
      <Combobox
        listLabel="Matching agents"
        options={search.data ?? []}
        selected={id ? { value: id, label: name } : null}
        status={searchStatus(search)}
        onQueryChange={setQ}
        onSelect={(option) => {
          form.setValue('owner_id', option?.value ?? '', { shouldDirty: true });
          form.setValue('owner_name', option?.label ?? '', { shouldDirty: true });
        }}
        placeholder="Search agents by name"
      />
    </FormField>
  );
}

/**
 * Co-listing agents (ADR 0145): licensed members who work the listing and its offers like the primary.
 * Picked one by one in a combobox (type, arrows, Enter), each shown with a Remove button.
 */
export function CoListingAgentsField({ form }: { form: Form }) {
  const [q, setQ] = useState('');
  const search = useListingAgentSearch(useDebouncedValue(q, 250));
  const agents = form.watch('co_agents');
  const primary = form.watch('owner_id');
  const setAgents = (next: ListingFormValues['co_agents']) =>
    form.setValue('co_agents', next, { shouldDirty: true, shouldValidate: true });
  return (
    <div className="space-y-2 sm:col-span-2">
      <FormField
        label="Add a co-listing agent"
        hint="They see and work this listing and its offers as the listing agent does"
        error={form.formState.errors.co_agents?.message}
      >
        <Combobox
          key={agents.length}
          listLabel="Matching agents"
          options={(search.data ?? []).filter(
            (o) => o.value !== primary && !agents.some((a) => a.user_id === o.value),
          )}
          selected={null}
          status={searchStatus(search)}
          onQueryChange={setQ}
          onSelect={(option) => {
            if (option) setAgents([...agents, { user_id: option.value, name: option.label }]);
          }}
          placeholder="Search agents by name"
        />
      </FormField>
      {agents.length ? (
        <ul aria-label="Co-listing agents" className="flex flex-wrap gap-2">
          {agents.map((a) => (
            <li
              key={a.user_id}
              className="flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm"
            >
              {a.name}
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${a.name} as co-listing agent`}
                onClick={() => setAgents(agents.filter((o) => o.user_id !== a.user_id))}
              >
                <X aria-hidden="true" className="h-4 w-4" />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No co-listing agent.</p>
      )}
    </div>
  );
}

/** Seller clients: contacts of the CRM, chosen one by one and removable. */
export function SellerContactsField({ form }: { form: Form }) {
  const [q, setQ] = useState('');
  const search = useSellerContactSearch(useDebouncedValue(q, 250));
  const sellers = form.watch('sellers');
  const setSellers = (next: ListingFormValues['sellers']) =>
    form.setValue('sellers', next, { shouldDirty: true, shouldValidate: true });
  return (
    <div className="space-y-2 sm:col-span-2">
      <FormField
        label="Add a seller client"
        hint="From your contacts; a seller with a client account can follow the listing and its offers"
        error={form.formState.errors.sellers?.message}
      >
        <Combobox
          // A fresh box after each pick, ready for the next seller.
          key={sellers.length}
          listLabel="Matching contacts"
          options={(search.data ?? []).filter((o) => !sellers.some((s) => s.contact_id === o.value))}
          selected={null}
          status={searchStatus(search)}
          onQueryChange={setQ}
          onSelect={(option) => {
            if (option) setSellers([...sellers, { contact_id: option.value, name: option.label }]);
          }}
          placeholder="Search contacts by name"
        />
      </FormField>
      {sellers.length ? (
        <ul aria-label="Seller clients" className="flex flex-wrap gap-2">
          {sellers.map((s) => (
            <li
              key={s.contact_id}
              className="flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm"
            >
              {s.name}
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${s.name}`}
                onClick={() => setSellers(sellers.filter((o) => o.contact_id !== s.contact_id))}
              >
                <X aria-hidden="true" className="h-4 w-4" />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No seller client linked.</p>
      )}
    </div>
  );
}
