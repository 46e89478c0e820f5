import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';

const SECTIONS = [
  { to: '/transactions/checklist-templates', label: 'Checklists' },
  { to: '/transactions/key-date-templates', label: 'Key dates' },
] as const;

/** Switches between the Deal templates pages; the current one has aria-current="page". */
export function DealTemplatesNav() {
  return (
    <nav aria-label="Deal templates" className="mb-6 border-b border-slate-200">
      <ul className="flex gap-1 overflow-x-auto">
        {SECTIONS.map(({ to, label }) => (
          <li key={to} className="shrink-0">
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                cn(
                  'focus-ring -mb-px block border-b-2 px-3 py-2 text-sm font-medium',
                  isActive
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-slate-700 hover:text-slate-900',
                )
              }
            >
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
