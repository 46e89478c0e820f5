import type { UserStatus } from '@threshold/domain/messaging/user-status.contract';
import { cn } from '@/lib/cn';

const TONES: Record<UserStatus, string> = {
  online: 'bg-emerald-600',
  away: 'bg-amber-500',
  offline: 'bg-white ring-1 ring-inset ring-slate-500',
};

/** A person's status as a dot with its word for screen readers (and as a tooltip). */
export function StatusDot({ status }: { status: UserStatus | undefined }) {
  if (!status) return null;
  return (
    <span className="inline-flex items-center" title={status} data-testid="user-status" data-status={status}>
      <span aria-hidden="true" className={cn('inline-block h-2.5 w-2.5 rounded-full', TONES[status])} />
      <span className="sr-only">{status}</span>
    </span>
  );
}
