import { Avatar } from '@/components/ui/avatar';
import { displayName } from '@/lib/avatar';

interface Person {
  id: string;
  first_name: string | null;
  last_name: string | null;
  relationship_type: string;
}

/** Supervisors or supervisees, with their relationship. */
export function PersonList({ people, empty }: { people: readonly Person[]; empty: string }) {
  if (people.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ul className="space-y-3">
      {people.map((person) => {
        const source = { firstName: person.first_name, lastName: person.last_name };
        return (
          <li key={person.id} className="flex items-center gap-3">
            <Avatar source={source} className="h-8 w-8" />
            <div>
              <p className="text-sm font-medium text-slate-900">{displayName(source)}</p>
              <p className="text-xs text-slate-600">{person.relationship_type.replaceAll('_', ' ')}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
