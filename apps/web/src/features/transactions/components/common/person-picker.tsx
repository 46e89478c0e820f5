import { useState } from 'react';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';
import { errorMessage } from '@/lib/api-error';
import { usePeopleSearch, type PeopleSource } from '../../api/people-api';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const COPY: Record<PeopleSource, { list: string; placeholder: string }> = {
  members: { list: 'Matching brokerage members', placeholder: 'Type a name or e-mail' },
  contacts: { list: 'Matching contacts', placeholder: 'Search your contacts' },
};

interface PersonPickerProps {
  source: PeopleSource;
  value: ComboboxOption | null;
  onChange: (person: ComboboxOption | null) => void;
  /** People not to suggest (already on the deal). */
  exclude?: readonly string[];
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** Find a brokerage member (directory) or a CRM contact by typing; used for assignees, staff and people. */
export function PersonPicker({ source, value, onChange, exclude = [], ...aria }: PersonPickerProps) {
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query);
  const search = usePeopleSearch(source, q);
  const options = (search.data ?? []).filter((o) => !exclude.includes(o.value));
  const status = search.isPending
    ? 'Searching…'
    : search.isError
      ? `Could not search: ${errorMessage(search.error)}`
      : options.length === 0
        ? q
          ? `Nobody matches "${q}"`
          : 'Nobody to choose from'
        : null;
  return (
    <Combobox
      {...aria}
      listLabel={COPY[source].list}
      placeholder={COPY[source].placeholder}
      options={options}
      selected={value}
      onSelect={onChange}
      onQueryChange={setQuery}
      status={status}
    />
  );
}
