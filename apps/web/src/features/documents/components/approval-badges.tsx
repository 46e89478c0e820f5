import type { DocumentDto } from '@threshold/domain/documents/document.contract';
import { Badge } from '@/components/ui/badge';
import { APPROVAL_STATE_BADGES } from '../lib/approval-format';

/** The document's approval state, and "Waiting for you" when it waits for the caller. */
export function ApprovalBadges({ doc }: { doc: Pick<DocumentDto, 'approval_state' | 'waiting'> }) {
  const state = doc.approval_state === 'none' ? null : APPROVAL_STATE_BADGES[doc.approval_state];
  return (
    <>
      {state ? (
        <Badge className="ml-2" tone={state.tone}>
          {state.label}
        </Badge>
      ) : null}
      {doc.waiting.length > 0 ? (
        <Badge className="ml-2" tone="brand">
          Waiting for you
        </Badge>
      ) : null}
    </>
  );
}
