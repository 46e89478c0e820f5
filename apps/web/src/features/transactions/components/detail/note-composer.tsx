import { useMemo, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { TransactionDetailDto } from '@threshold/domain/transactions/get-transaction.contract';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useMe } from '@/lib/auth/auth-context';
import { useCreateNote } from '../../api/activity-api';
import { useAssignments } from '../../api/assignments-api';
import { useParticipants } from '../../api/participants-api';
import { personName } from '../../model/format';
import { mentionedIds, uniqueCandidates, type MentionCandidate } from '../../model/mentions';
import { MentionTextarea } from './mention-textarea';

/** Teammates one can mention: the agent, staff on the deal and assigned, one's supervisors and supervisees. */
function useMentionCandidates(deal: TransactionDetailDto): MentionCandidate[] {
  const me = useMe();
  const participants = useParticipants(deal.id);
  const assignments = useAssignments(deal.id);
  return useMemo(() => {
    const person = (p: { id: string; first_name: string | null; last_name: string | null }) => ({
      id: p.id,
      name: personName(p, ''),
    });
    return uniqueCandidates(
      [
        person(deal.owner),
        ...(participants.data?.items ?? [])
          .filter((p) => p.user_id && !p.is_client)
          .map((p) => ({ id: p.user_id!, name: p.display_name })),
        ...(assignments.data?.items ?? []).map((a) => person(a.user)),
        ...me.supervisors.map(person),
        ...me.supervisees.map(person),
      ],
      me.user.id,
    );
  }, [deal.owner, participants.data, assignments.data, me]);
}

export function NoteComposer({ deal }: { deal: TransactionDetailDto }) {
  const create = useCreateNote(deal.id);
  const candidates = useMentionCandidates(deal);
  const [body, setBody] = useState('');
  const [chosen, setChosen] = useState<MentionCandidate[]>([]);
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() === '') return setError('Write something');
    setError(null);
    create.mutate(
      { body: body.trim(), mention_user_ids: mentionedIds(body, chosen) },
      {
        onSuccess: () => {
          setBody('');
          setChosen([]);
          toast.success('Note added');
        },
        onError: (failure) => {
          const fields = isApiError(failure) ? Object.values(failure.fields) : [];
          setError(fields[0] ?? errorMessage(failure));
          toast.error('The note was not saved', { description: errorMessage(failure) });
        },
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-2">
      <Label htmlFor="note-body">New note</Label>
      <MentionTextarea
        id="note-body"
        value={body}
        onChange={setBody}
        candidates={candidates}
        onMention={(person) => setChosen((c) => [...c, person])}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'note-error' : undefined}
      />
      {error ? (
        <p id="note-error" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Adding…' : 'Add note'}
      </Button>
    </form>
  );
}
