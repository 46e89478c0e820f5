import type { DocumentDto } from '@threshold/domain/documents/document.contract';
import { Badge } from '@/components/ui/badge';
import { APPROVAL_STATE_BADGES } from '../lib/approval-format';

const WAITING_LABELS = { approval: 'Waiting for your approval', signature: 'Waiting for your signature' };

/** The document's approval state, and what it waits for from the caller (approval, signature). */
export function ApprovalBadges({ doc }: { doc: Pick<DocumentDto, 'approval_state' | 'waiting'> }) {
  const state = doc.approval_state === 'none' ? null : APPROVAL_STATE_BADGES[doc.approval_state];
  return (
    <>
      {state ? (
        <Badge className="ml-2" tone={state.tone}>
          {state.label}
        </Badge>
      ) : null}
      {doc.waiting.map((w) => (
        <Badge key={w.reason} className="ml-2" tone="brand">
          {WAITING_LABELS[w.reason]}
        </Badge>
      ))}
    </>
  );
}
