import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface WidgetRow {
  key: string;
  to: string;
  label: string;
  /** Right-hand detail: a date, a count, a state. */
  detail?: ReactNode;
  tone?: 'normal' | 'alert';
}

/** Rows of a widget, each a link to the thing it is about. */
export function WidgetList({ rows }: { rows: readonly WidgetRow[] }) {
  return (
    <ul className="divide-y divide-slate-100">
      {rows.map((row) => (
        <li key={row.key} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2 text-sm">
          <Link
            to={row.to}
            className="focus-ring max-w-full min-w-0 truncate rounded font-medium text-brand-700 hover:underline"
          >
            {row.label}
          </Link>
          {row.detail ? (
            <span className={row.tone === 'alert' ? 'font-medium text-red-700' : 'text-slate-600'}>
              {row.detail}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="focus-ring rounded font-medium text-brand-700 underline underline-offset-4">
      {children}
    </Link>
  );
}
