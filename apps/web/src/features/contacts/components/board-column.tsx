import { CONTACT_STAGES, type ContactStage } from '@threshold/domain/contacts/contact.contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useContactList } from '../api/contacts-api';
import { personName, STAGE_LABELS } from '../lib/contact-labels';
import type { ContactsUrlState } from '../lib/contacts-url-state';
import { lastContactedText } from './contact-row';

interface BoardColumnProps {
  stage: ContactStage;
  state: ContactsUrlState;
  count: number | undefined;
  canManage: boolean;
  dragging: string | null;
  onDragChange: (id: string | null) => void;
  onMove: (id: string, name: string, stage: ContactStage) => void;
}

const DRAG_TYPE = 'application/x-threshold-contact';

export function BoardColumn({
  stage,
  state,
  count,
  canManage,
  dragging,
  onDragChange,
  onMove,
}: BoardColumnProps) {
  const list = useContactList({ ...state, stage: [stage] });
  const [over, setOver] = useState(false);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const headingId = `board-${stage}`;

  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex w-72 shrink-0 flex-col rounded-lg border border-slate-200 bg-slate-100',
        over && 'ring-2 ring-brand-600',
      )}
      onDragOver={(event) => {
        if (!canManage || !dragging) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        const [id, name, from] = event.dataTransfer.getData(DRAG_TYPE).split('\u0000');
        if (id && from !== stage) onMove(id, name ?? 'Contact', stage);
      }}
    >
      <h2
        id={headingId}
        className="flex items-center justify-between px-3 py-2 text-sm font-semibold text-slate-900"
      >
        {STAGE_LABELS[stage]}
        <span className="rounded-full bg-white px-2 text-xs font-medium text-slate-700">{count ?? '…'}</span>
      </h2>
      <ul className="flex max-h-[60vh] flex-col gap-2 overflow-y-auto px-2 pb-2">
        {list.isPending ? (
          <li>
            <Spinner label={`Loading ${STAGE_LABELS[stage]}`} className="p-2" />
          </li>
        ) : null}
        {list.isError ? <li className="p-2 text-sm text-red-700">Could not load this column.</li> : null}
        {!list.isPending && items.length === 0 ? (
          <li className="p-2 text-sm text-slate-600">Nobody here.</li>
        ) : null}
        {items.map((contact) => (
          <li
            key={contact.id}
            draggable={canManage}
            onDragStart={(event) => {
              event.dataTransfer.setData(
                DRAG_TYPE,
                [contact.id, contact.display_name, contact.stage].join('\u0000'),
              );
              onDragChange(contact.id);
            }}
            onDragEnd={() => onDragChange(null)}
            className="rounded-md border border-slate-200 bg-white p-2.5 shadow-sm"
          >
            <Link
              to={`/contacts/${contact.id}`}
              className="focus-ring rounded text-sm font-medium text-brand-700 hover:underline"
            >
              {contact.display_name}
            </Link>
            <p className="text-xs text-slate-600">
              {personName(contact.owner)} · {lastContactedText(contact.last_contacted_at)}
            </p>
            {canManage ? (
              <label className="mt-1.5 flex items-center gap-2 text-xs text-slate-700">
                <span aria-hidden="true">Stage</span>
                <select
                  aria-label={`Stage of ${contact.display_name}`}
                  className="focus-ring h-7 flex-1 rounded border border-slate-300 bg-white px-1 text-xs"
                  value={contact.stage}
                  onChange={(event) =>
                    onMove(contact.id, contact.display_name, event.target.value as ContactStage)
                  }
                >
                  {CONTACT_STAGES.map((s) => (
                    <option key={s} value={s}>
                      {STAGE_LABELS[s]}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <Button
          variant="ghost"
          size="sm"
          className="m-2"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </section>
  );
}
