import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

export interface WidgetRow {
  key: string;
  to: string;
  label: string;
  /** Right-hand detail: a date, a count, a state. */
  detail?: ReactNode;
  tone?: 'normal' | 'alert';
}

/**
 * Rows of a widget, each a link to the thing it is about. From the small breakpoint up a row is one
 * line (the label truncates, its full text in the tooltip): a loaded widget then fits the height its
 * skeleton held, and the widgets below it do not move (layout shift). On phones the detail wraps.
 */
export function WidgetList({ rows }: { rows: readonly WidgetRow[] }) {
  return (
    <ul className="divide-y divide-slate-100">
      {rows.map((row) => (
        <li
          key={row.key}
          className="flex flex-wrap items-baseline justify-between gap-x-3 py-2 text-sm sm:flex-nowrap"
        >
          <Link
            to={row.to}
            title={row.label}
            className="focus-ring max-w-full min-w-0 truncate rounded font-medium text-brand-700 hover:underline"
          >
            {row.label}
          </Link>
          {row.detail ? (
            <span
              className={cn('shrink-0', row.tone === 'alert' ? 'font-medium text-red-700' : 'text-slate-600')}
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
