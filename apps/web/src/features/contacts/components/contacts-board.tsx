import { CONTACT_STAGES, type ContactStage } from '@threshold/domain/contacts/contact.contract';
import type { ContactFacetsDto } from '@threshold/domain/contacts/get-contact-facets.contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-error';
import { useBulkUpdate } from '../api/contacts-bulk-api';
import { STAGE_LABELS } from '../lib/contact-labels';
import type { ContactsUrlState } from '../lib/contacts-url-state';
import { BoardColumn } from './board-column';

interface ContactsBoardProps {
  state: ContactsUrlState;
  facets: ContactFacetsDto | undefined;
  canManage: boolean;
}

/**
 * The pipeline: one column per stage (counts from the facets), each loading its own keyset
 * pages. Cards move by drag and drop, or with the keyboard through their "Stage" menu.
 */
export function ContactsBoard({ state, facets, canManage }: ContactsBoardProps) {
  const bulk = useBulkUpdate();
  const [dragging, setDragging] = useState<string | null>(null);
  const stages = state.stage.length ? CONTACT_STAGES.filter((s) => state.stage.includes(s)) : CONTACT_STAGES;

  const handleMove = (id: string, name: string, stage: ContactStage) =>
    bulk.mutate(
      { ids: [id], action: { type: 'set_stage', stage } },
      {
        onSuccess: () => toast.success(`${name} moved to ${STAGE_LABELS[stage]}`),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  return (
    <div className="-mx-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0" data-testid="contacts-board">
      <div className="flex gap-3">
        {stages.map((stage) => (
          <BoardColumn
            key={stage}
            stage={stage}
            state={state}
            count={facets?.stages.find((s) => s.value === stage)?.count}
            canManage={canManage}
            dragging={dragging}
            onDragChange={setDragging}
            onMove={handleMove}
          />
        ))}
      </div>
    </div>
  );
}
