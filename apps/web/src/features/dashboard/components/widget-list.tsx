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
        <li key={row.key} className="flex items-center justify-between gap-3 py-2 text-sm">
          <Link
            to={row.to}
            className="focus-ring min-w-0 truncate rounded font-medium text-brand-700 hover:underline"
          >
            {row.label}
          </Link>
          {row.detail ? (
            <span
              className={
                row.tone === 'alert' ? 'shrink-0 font-medium text-red-700' : 'shrink-0 text-slate-600'
              }
            >
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
