import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { STEP_TITLES, WIZARD_STEPS, type WizardStep } from '../../model/wizard';

/** The steps, with the current one marked (aria-current="step"); finished steps can be revisited. */
export function WizardProgress({
  current,
  reached,
  onGo,
}: {
  current: WizardStep;
  reached: number;
  onGo: (step: WizardStep) => void;
}) {
  const index = WIZARD_STEPS.indexOf(current);
  return (
    <nav aria-label="Steps">
      <ol className="flex flex-wrap gap-2">
        {WIZARD_STEPS.map((step, i) => {
          const done = i < index;
          const reachable = i <= reached && i !== index;
          const content = (
            <>
              <span
                className={cn(
                  'flex h-6 w-6 items-center justify-center rounded-full text-xs font-semibold',
                  i === index
                    ? 'bg-brand-700 text-white'
                    : done
                      ? 'bg-emerald-700 text-white'
                      : 'bg-slate-200 text-slate-800',
                )}
              >
                {done ? <Check aria-hidden="true" className="h-3.5 w-3.5" /> : i + 1}
              </span>
              {STEP_TITLES[step]}
            </>
          );
          return (
            <li key={step} aria-current={i === index ? 'step' : undefined}>
              {reachable ? (
                <button
                  type="button"
                  onClick={() => onGo(step)}
                  className="focus-ring inline-flex items-center gap-2 rounded px-1 text-sm text-slate-800 hover:underline"
                >
                  {content}
                </button>
              ) : (
                <span
                  className={cn(
                    'inline-flex items-center gap-2 px-1 text-sm',
                    i === index ? 'font-semibold text-slate-900' : 'text-slate-600',
                  )}
                >
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
