import type {
  ApprovalRequestStatus,
  DocumentApprovalState,
} from '@threshold/domain/documents/document-enums';
import type { BadgeTone } from '@/components/ui/badge';

/** How a document's approval state shows (list badge, panel heading); `none` shows nothing. */
export const APPROVAL_STATE_BADGES: Record<
  Exclude<DocumentApprovalState, 'none'>,
  { label: string; tone: BadgeTone }
> = {
  pending: { label: 'Awaiting approval', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  returned: { label: 'Returned', tone: 'danger' },
};

export const REQUEST_STATUS_BADGES: Record<ApprovalRequestStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  returned: { label: 'Returned', tone: 'danger' },
  cancelled: { label: 'Cancelled', tone: 'muted' },
};
