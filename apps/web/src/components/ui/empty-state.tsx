import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}

/** An honest "nothing here yet" block: what will appear here, and what to do meanwhile. */
export function EmptyState({ icon: Icon, title, children, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <Icon aria-hidden="true" className="h-10 w-10 text-slate-500" />
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-2 max-w-md text-sm text-slate-600">{children}</div>
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
