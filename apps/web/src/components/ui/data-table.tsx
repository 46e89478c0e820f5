import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface DataTableProps {
  /** The table's name: shown above it, or (with `hideCaption`) to screen readers only. */
  caption?: string;
  hideCaption?: boolean;
  /** Column headings, in order; `false` leaves out a column only some people see. */
  head: (ReactNode | false)[];
  /** The rows. */
  children: ReactNode;
}

/** A bordered table that scrolls sideways on narrow screens, with a plain header row. */
export function DataTable({ caption, hideCaption = false, head, children }: DataTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        {caption ? (
          <caption
            className={cn(hideCaption ? 'sr-only' : 'px-4 py-2 text-left font-semibold text-slate-900')}
          >
            {caption}
          </caption>
        ) : null}
        <thead className="bg-slate-50 text-left text-slate-700">
          <tr>
            {head.map((h, i) =>
              h === false ? null : (
                <th key={i} scope="col" className="px-4 py-2 font-medium">
                  {h}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
