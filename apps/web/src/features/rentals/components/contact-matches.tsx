import { Button } from '@/components/ui/button';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useTenantSearch } from '../api/rentals-api';

interface ContactMatchesProps {
  /** What was typed (name or e-mail); matches show from two letters on. */
  query: string;
  /** The accessible name of the list of matches. */
  label: string;
  isChosen: (id: string) => boolean;
  /** The buttons toggle (several can be chosen) and say so with aria-pressed. */
  toggles?: boolean;
  onPick: (contact: { id: string; name: string }) => void;
}

/** Contacts matching what was typed, one button each; the chosen ones stand out. */
export function ContactMatches({ query, label, isChosen, toggles = false, onPick }: ContactMatchesProps) {
  const search = useTenantSearch(useDebouncedValue(query, 250));
  if (!search.data || query.trim().length < 2) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {search.data.items.map((c) => {
        const name = `${c.first_name} ${c.last_name}`.trim();
        return (
          <li key={c.id}>
            <Button
              type="button"
              size="sm"
              variant={isChosen(c.id) ? 'primary' : 'secondary'}
              aria-pressed={toggles ? isChosen(c.id) : undefined}
              onClick={() => onPick({ id: c.id, name })}
            >
              {name}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
