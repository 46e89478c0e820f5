import type { TransactionStatus } from '@threshold/domain/transactions/transaction-status';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

const STEPS = ['Getting started', 'On the market', 'Under contract', 'Closed'] as const;
const REACHED: Partial<Record<TransactionStatus, number>> = { draft: 0, active: 1, under_contract: 2, closed: 3 };

/** The deal's progress as four milestones from its status; an ended deal says so instead. */
export function ClientDealProgress({ status, closingDate }: { status: TransactionStatus; closingDate: string | null }) {
  const reached = REACHED[status];
  if (reached === undefined)
    return <p className="text-sm text-slate-700">This deal has ended without closing.</p>;
  return (
    <ol className="grid gap-3 sm:grid-cols-4" aria-label="Progress">
      {STEPS.map((label, i) => {
        const state = i < reached || status === 'closed' ? 'done' : i === reached ? 'current' : 'upcoming';
        return (
          <li key={label} className="flex items-start gap-2 text-sm" aria-current={state === 'current' ? 'step' : undefined}>
            <span
              aria-hidden="true"
              className={cn(
                'mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full border',
                state === 'done' && 'border-brand-700 bg-brand-700 text-white',
                state === 'current' && 'border-brand-700',
                state === 'upcoming' && 'border-slate-300',
              )}
            >
              {state === 'done' ? <Check className="h-3 w-3" /> : null}
            </span>
            <span className={state === 'upcoming' ? 'text-slate-600' : 'font-medium text-slate-900'}>
              {label}
              {state === 'current' ? <span className="sr-only"> (current step)</span> : null}
              {i === STEPS.length - 1 && closingDate ? (
                <span className="block font-normal text-slate-600">{closingDate}</span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
