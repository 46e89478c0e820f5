import type { ComboboxOption } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/form-field';
import { PersonPicker } from '../common/person-picker';

/** Where the person comes from: the CRM, the brokerage's directory, or typed in. */
export type ParticipantSource = 'contacts' | 'members' | 'new';

const CHOICES: [ParticipantSource, string][] = [
  ['new', 'Someone new'],
  ['contacts', 'From contacts'],
  ['members', 'A brokerage member'],
];

interface ParticipantSourceFieldProps {
  source: ParticipantSource;
  onSourceChange: (source: ParticipantSource) => void;
  person: ComboboxOption | null;
  onPersonChange: (person: ComboboxOption | null) => void;
  /** Contact and user ids already on the deal. */
  exclude: readonly string[];
  error: string | undefined;
}

/** "Who is it?" — pick a contact or a member by typing, or choose to type a new person's details. */
export function ParticipantSourceField(props: ParticipantSourceFieldProps) {
  const { source, person, error } = props;
  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">Who is it?</legend>
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
          {CHOICES.map(([value, label]) => (
            <label key={value} className="inline-flex items-center gap-2 text-sm text-slate-900">
              <input
                type="radio"
                name="participant-source"
                className="focus-ring h-4 w-4 accent-brand-700"
                checked={source === value}
                onChange={() => props.onSourceChange(value)}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {source !== 'new' ? (
        <FormField label={source === 'contacts' ? 'Contact' : 'Member'} error={error}>
          <PersonPicker
            key={source}
            source={source}
            value={person}
            onChange={props.onPersonChange}
            exclude={props.exclude}
          />
        </FormField>
      ) : null}
    </div>
  );
}
