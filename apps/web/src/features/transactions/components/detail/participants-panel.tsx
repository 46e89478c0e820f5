import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { TransactionDetailDto } from '@threshold/domain/transactions/get-transaction.contract';
import type { ParticipantDto } from '@threshold/domain/transactions/list-participants.contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { staleActionMessage } from '@/lib/stale-action';
import { useParticipants, useRemoveParticipant } from '../../api/participants-api';
import { announceOutcome } from '../../api/outcome';
import { canEditDeal } from '../../model/deal-permissions';
import { ROLE_LABELS } from '../../model/labels';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { AssignmentsList } from './assignments-list';
import { ParticipantDialog } from './participant-dialog';

type Editing = { mode: 'add' } | { mode: 'edit'; participant: ParticipantDto } | null;

/** People on the deal, each with every role they hold; add, edit and remove for editors. */
export function ParticipantsPanel({ deal }: { deal: TransactionDetailDto }) {
  const participants = useParticipants(deal.id);
  const remove = useRemoveParticipant(deal.id);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<ParticipantDto | null>(null);
  const canEdit = canEditDeal(deal);

  const handleRemove = (p: ParticipantDto) =>
    remove.mutate(p, {
      onSuccess: (result) => {
        announceOutcome(result, `${p.display_name} removed`);
        setRemoving(null);
      },
      onError: (error) => {
        // Stale (someone changed them since the list was loaded): say who; the list refetches.
        const stale = staleActionMessage(error, 'person');
        toast.error('Could not remove the person', { description: stale ?? errorMessage(error) });
        if (stale) setRemoving(null);
      },
    });

  if (participants.isPending) return <Spinner label="Loading people" />;
  if (participants.isError)
    return (
      <LoadError
        what="the people on this deal"
        error={participants.error}
        onRetry={() => void participants.refetch()}
      />
    );
  const people = participants.data.items;
  return (
    <div className="space-y-6">
      <section aria-labelledby="people-title">
        <div className="flex items-center justify-between gap-2">
          <h2 id="people-title" className="text-base font-semibold text-slate-900">
            People on this deal
          </h2>
          {canEdit ? (
            <Button onClick={() => setEditing({ mode: 'add' })}>
              <UserPlus aria-hidden="true" className="h-4 w-4" />
              Add a person
            </Button>
          ) : null}
        </div>
        {people.length === 0 ? (
          <div className="mt-3">
            <EmptyState icon={Users} title="Nobody added yet">
              <p>Clients, agents and outside professionals (lender, title, inspector …) appear here.</p>
            </EmptyState>
          </div>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {people.map((p) => (
              <li key={p.id} className="flex flex-wrap items-start justify-between gap-3 p-4">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {p.display_name}
                    {p.company ? <span className="font-normal text-slate-600"> · {p.company}</span> : null}
                  </p>
                  <p className="text-sm text-slate-600">
                    {[p.email, p.phone].filter(Boolean).join(' · ') || 'No contact details'}
                  </p>
                  <ul aria-label={`Roles of ${p.display_name}`} className="mt-1 flex flex-wrap gap-1">
                    {p.roles.map((role) => (
                      <li key={role}>
                        <Badge tone={p.is_client ? 'brand' : 'neutral'}>{ROLE_LABELS[role]}</Badge>
                      </li>
                    ))}
                  </ul>
                </div>
                {canEdit ? (
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setEditing({ mode: 'edit', participant: p })}
                    >
                      Edit<span className="sr-only"> {p.display_name}</span>
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setRemoving(p)}>
                      Remove<span className="sr-only"> {p.display_name}</span>
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      {deal.access.read_only ? null : <AssignmentsList deal={deal} />}
      {removing ? (
        <ConfirmDialog
          title={`Remove ${removing.display_name}?`}
          description="They are taken off this deal with all their roles. Their contact record stays."
          confirmLabel="Remove"
          busy={remove.isPending}
          onConfirm={() => handleRemove(removing)}
          onClose={() => setRemoving(null)}
        />
      ) : null}
      {editing ? (
        <ParticipantDialog
          dealId={deal.id}
          participant={editing.mode === 'edit' ? editing.participant : null}
          people={people}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
