import { Columns3, Rows3 } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { ListView } from '../../model/list-state';

const VIEWS: { view: ListView; label: string; icon: typeof Rows3 }[] = [
  { view: 'table', label: 'Table', icon: Rows3 },
  { view: 'board', label: 'Board', icon: Columns3 },
];

/** Table or pipeline board; a pair of toggle buttons (aria-pressed). */
export function ViewToggle({ value, onChange }: { value: ListView; onChange: (view: ListView) => void }) {
  return (
    <div
      role="group"
      aria-label="View"
      className="inline-flex rounded-md border border-slate-300 bg-white p-0.5"
    >
      {VIEWS.map(({ view, label, icon: Icon }) => (
        <button
          key={view}
          type="button"
          aria-pressed={value === view}
          onClick={() => onChange(view)}
          className={cn(
            'focus-ring inline-flex h-[2.125rem] items-center gap-1.5 rounded px-3 text-sm font-medium',
            value === view
              ? 'bg-brand-700 text-white hover:bg-brand-800'
              : 'text-slate-700 hover:bg-slate-100',
          )}
        >
          <Icon aria-hidden="true" className="h-4 w-4" />
          {label}
        </button>
      ))}
    </div>
  );
}
