import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Combobox } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/form-field';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useListingAgentSearch, useSellerContactSearch } from '../../api/listing-people-api';
import type { ListingFormValues } from '../../lib/listing-form';
import { ChosenPeopleField } from './chosen-people-field';
import { peopleSearchStatus } from './people-search-status';

type Form = UseFormReturn<ListingFormValues>;

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
        status={peopleSearchStatus(search)}
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
  const agents = form.watch('co_agents');
  return (
    <ChosenPeopleField
      label="Add a co-listing agent"
      hint="They see and work this listing and its offers as the listing agent does"
      error={form.formState.errors.co_agents?.message}
      useSearch={useListingAgentSearch}
      listLabel="Matching agents"
      placeholder="Search agents by name"
      chosen={agents.map((a) => ({ id: a.user_id, name: a.name }))}
      excluded={form.watch('owner_id')}
      chosenLabel="Co-listing agents"
      removeLabel={(name) => `Remove ${name} as co-listing agent`}
      empty="No co-listing agent."
      onChange={(next) =>
        form.setValue(
          'co_agents',
          next.map((c) => ({ user_id: c.id, name: c.name })),
          { shouldDirty: true, shouldValidate: true },
        )
      }
    />
  );
}

/** Seller clients: contacts of the CRM, chosen one by one and removable. */
export function SellerContactsField({ form }: { form: Form }) {
  const sellers = form.watch('sellers');
  return (
    <ChosenPeopleField
      label="Add a seller client"
      hint="From your contacts; a seller with a client account can follow the listing and its offers"
      error={form.formState.errors.sellers?.message}
      useSearch={useSellerContactSearch}
      listLabel="Matching contacts"
      placeholder="Search contacts by name"
      chosen={sellers.map((s) => ({ id: s.contact_id, name: s.name }))}
      chosenLabel="Seller clients"
      removeLabel={(name) => `Remove ${name}`}
      empty="No seller client linked."
      onChange={(next) =>
        form.setValue(
          'sellers',
          next.map((c) => ({ contact_id: c.id, name: c.name })),
          { shouldDirty: true, shouldValidate: true },
        )
      }
    />
  );
}
