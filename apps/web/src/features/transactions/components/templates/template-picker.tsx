import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { TemplateStatus, type TemplateState } from './template-status';

export interface PickerEntry {
  id: string;
  /** The query string that selects it ("?type=purchase"); the choice lives in the URL. */
  search: string;
  title: string;
  detail?: string;
  state: TemplateState;
}

export interface PickerGroup {
  /** A heading over the group (e.g. the deal type), or null for a plain list. */
  heading: string | null;
  entries: PickerEntry[];
}

interface TemplatePickerProps {
  /** The navigation's accessible name, e.g. "Checklist templates". */
  label: string;
  groups: PickerGroup[];
  selectedId: string;
}

/** The templates of a Deal templates page, one link each with its state, optionally grouped. */
export function TemplatePicker({ label, groups, selectedId }: TemplatePickerProps) {
  return (
    <nav aria-label={label} className="space-y-5">
      {groups.map((group, index) => (
        <section key={group.heading ?? index}>
          {group.heading ? (
            <h2 className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {group.heading}
            </h2>
          ) : null}
          <ul className="space-y-1">
            {group.entries.map((entry) => {
              const current = entry.id === selectedId;
              return (
                <li key={entry.id}>
                  <Link
                    to={{ search: entry.search }}
                    aria-current={current ? 'true' : undefined}
                    className={cn(
                      'focus-ring block rounded-md border px-3 py-2 text-sm',
                      current
                        ? 'border-brand-700 bg-brand-50'
                        : 'border-slate-200 bg-white hover:bg-slate-50',
                    )}
                  >
                    <span className="block font-medium text-slate-900">{entry.title}</span>{' '}
                    {entry.detail ? <span className="block text-slate-600">{entry.detail}</span> : null}{' '}
                    <span className="mt-1 block">
                      <TemplateStatus template={entry.state} />
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </nav>
  );
}
