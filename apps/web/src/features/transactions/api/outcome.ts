import { toast } from 'sonner';

type Outcome = { outcome: 'applied' } | { outcome: 'pending_approval'; approval: { summary: string } };

export const PENDING_APPROVAL_MESSAGE = 'Sent for approval';

/**
 * Queue-able writes answer "applied" or "pending_approval" (roles whose changes wait for their
 * supervisor). Toasts the right message and says whether the change is already in place.
 */
export function announceOutcome(result: Outcome, appliedMessage: string): boolean {
  if (result.outcome === 'pending_approval') {
    toast.info(PENDING_APPROVAL_MESSAGE, {
      description: `${result.approval.summary} — your supervisor will review it.`,
    });
    return false;
  }
  toast.success(appliedMessage);
  return true;
}
