import type { MyDealDto } from '@threshold/domain/dashboard/my-deals.contract';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatDay } from '../lib/format';

interface Milestone {
  label: string;
  date: string | null;
  state: 'done' | 'current' | 'upcoming';
}

const STEPS = ['Getting started', 'On the market', 'Under contract', 'Closing'] as const;
const REACHED: Record<string, number> = { draft: 0, active: 1, under_contract: 2, closed: 3 };

/** A deal's milestones from its status and key dates (issue 18: the client's progress). */
export function dealMilestones(deal: Pick<MyDealDto, 'status' | 'closing_date' | 'next_date'>): Milestone[] {
  const reached = REACHED[deal.status] ?? 0;
  return STEPS.map((label, i) => ({
    label,
    date: i === STEPS.length - 1 ? deal.closing_date : null,
    state: i < reached || deal.status === 'closed' ? 'done' : i === reached ? 'current' : 'upcoming',
  }));
}

export function DealTimeline({ deal }: { deal: MyDealDto }) {
  const milestones = dealMilestones(deal);
  return (
    <ol className="mt-3 grid gap-3 sm:grid-cols-4" aria-label={`Progress of ${deal.title}`}>
      {milestones.map((m) => (
        <li
          key={m.label}
          className="flex items-start gap-2 text-sm"
          aria-current={m.state === 'current' ? 'step' : undefined}
        >
          <span
            aria-hidden="true"
            className={cn(
              'mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full border text-xs',
              m.state === 'done' && 'border-brand-700 bg-brand-700 text-white',
              m.state === 'current' && 'border-brand-700 text-brand-700',
              m.state === 'upcoming' && 'border-slate-300',
            )}
          >
            {m.state === 'done' ? <Check className="h-3 w-3" /> : null}
          </span>
          <span>
            <span className={m.state === 'upcoming' ? 'text-slate-600' : 'font-medium text-slate-900'}>
              {m.label}
            </span>
            {m.state === 'current' ? <span className="sr-only"> (current step)</span> : null}
            {m.date ? <span className="block text-xs text-slate-600">{formatDay(m.date)}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
