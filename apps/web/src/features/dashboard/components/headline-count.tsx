import type { ReactNode } from 'react';
import { formatCount } from '../lib/format';

/** A widget's one figure in a sentence: a large count, then what it counts ("3 offers wait…"). */
export function HeadlineCount({
  value,
  testId,
  children,
}: {
  value: number;
  testId: string;
  children: ReactNode;
}) {
  return (
    <p className="text-sm text-slate-700">
      <span className="text-2xl font-semibold text-slate-900" data-testid={testId}>
        {formatCount(value)}
      </span>{' '}
      {children}
    </p>
  );
}
