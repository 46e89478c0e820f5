import type { UseQueryResult } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/form-field';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { peopleSearchStatus } from './people-search-status';

interface ChosenPeopleFieldProps {
  label: string;
  hint: string;
  error?: string;
  /** The search query hook (debounced here). */
  useSearch: (q: string) => UseQueryResult<ComboboxOption[]>;
  listLabel: string;
  placeholder: string;
  chosen: { id: string; name: string }[];
  /** Who cannot be chosen besides those chosen already (the primary agent). */
  excluded?: string;
  /** The accessible name of the list of those chosen. */
  chosenLabel: string;
  removeLabel: (name: string) => string;
  empty: string;
  onChange: (chosen: { id: string; name: string }[]) => void;
}

/** People picked one by one in a combobox (type, arrows, Enter), each shown with a Remove button. */
export function ChosenPeopleField(props: ChosenPeopleFieldProps) {
  const { chosen, excluded, onChange } = props;
  const [q, setQ] = useState('');
  const search = props.useSearch(useDebouncedValue(q, 250));
  return (
    <div className="space-y-2 sm:col-span-2">
      <FormField label={props.label} hint={props.hint} error={props.error}>
        <Combobox
          // A fresh box after each pick, ready for the next person.
          key={chosen.length}
          listLabel={props.listLabel}
          options={(search.data ?? []).filter(
            (o) => o.value !== excluded && !chosen.some((c) => c.id === o.value),
          )}
          selected={null}
          status={peopleSearchStatus(search)}
          onQueryChange={setQ}
          onSelect={(option) => {
            if (option) onChange([...chosen, { id: option.value, name: option.label }]);
          }}
          placeholder={props.placeholder}
        />
      </FormField>
      {chosen.length ? (
        <ul aria-label={props.chosenLabel} className="flex flex-wrap gap-2">
          {chosen.map((c) => (
            <li
              key={c.id}
              className="flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm"
            >
              {c.name}
              <Button
                variant="ghost"
                size="sm"
                aria-label={props.removeLabel(c.name)}
                onClick={() => onChange(chosen.filter((o) => o.id !== c.id))}
              >
                <X aria-hidden="true" className="h-4 w-4" />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{props.empty}</p>
      )}
    </div>
  );
}
