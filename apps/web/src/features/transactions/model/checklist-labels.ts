import type { ChecklistStatus } from '@threshold/domain/transactions/list-checklist.contract';
import type { BadgeTone } from '@/components/ui/badge';

export const CHECKLIST_STATUS_LABELS: Readonly<Record<ChecklistStatus, string>> = {
  pending: 'To do',
  submitted: 'Waiting for review',
  approved: 'Approved',
  returned: 'Returned',
};

export const CHECKLIST_STATUS_TONES: Readonly<Record<ChecklistStatus, BadgeTone>> = {
  pending: 'muted',
  submitted: 'info',
  approved: 'success',
  returned: 'warning',
};
