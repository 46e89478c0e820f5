import { Trophy } from 'lucide-react';
import { mockGamificationSample } from '@/lib/mock-gamification';

/** Points and level from the mock gamification sample; rendered only when the flag is on. */
export function PointsBadge() {
  const sample = mockGamificationSample();
  return (
    <span
      className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900"
      data-testid="points-badge"
    >
      <Trophy aria-hidden="true" className="h-3.5 w-3.5" />
      {sample.totalPoints.toLocaleString('en-US')} pts · Level {sample.level}
      <span className="sr-only"> (sample data)</span>
    </span>
  );
}
