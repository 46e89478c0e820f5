import { cn } from '@/lib/cn';

interface ProgressBarProps {
  /** 0–max; undefined shows an indeterminate bar. */
  value: number | undefined;
  max?: number;
  /** The accessible name ("Import progress"). */
  label: string;
  /** Read-out text, e.g. "4,000 of 10,000 rows" (also shown under the bar). */
  valueText?: string;
  className?: string;
}

/** A determinate progress bar with its text, announced by screen readers as a progressbar. */
export function ProgressBar({ value, max = 100, label, valueText, className }: ProgressBarProps) {
  const ratio = value === undefined || max <= 0 ? undefined : Math.min(1, Math.max(0, value / max));
  return (
    <div className={cn('space-y-1.5', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value === undefined ? undefined : Math.min(max, Math.max(0, value))}
        aria-valuetext={valueText}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn(
            'h-full rounded-full bg-brand-700 transition-[width] duration-300',
            ratio === undefined && 'w-1/3 animate-pulse',
          )}
          style={ratio === undefined ? undefined : { width: `${(ratio * 100).toFixed(1)}%` }}
        />
      </div>
      {valueText ? <p className="text-sm text-slate-700">{valueText}</p> : null}
    </div>
  );
}
