import { MessageSquareText } from 'lucide-react';
import type { TransactionDetailDto } from '@threshold/domain/transactions/get-transaction.contract';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useNotes } from '../../api/activity-api';
import { formatDateTime, personName, timeAgo } from '../../model/format';
import { LoadError } from '@/components/ui/load-error';
import { NoteComposer } from './note-composer';

/** Internal notes (brokerage only — never shown to clients; the API does not send them). */
export function NotesPanel({ deal }: { deal: TransactionDetailDto }) {
  const notes = useNotes(deal.id, deal.access.can_see_notes);
  const items = notes.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="notes-title" className="space-y-4">
      <div>
        <h2 id="notes-title" className="text-base font-semibold text-slate-900">
          Internal notes
        </h2>
        <p className="text-sm text-slate-600">
          Visible to your brokerage only — clients never see them. Type @ to mention a teammate.
        </p>
      </div>
      <NoteComposer deal={deal} />
      {notes.isPending ? <Spinner label="Loading notes" /> : null}
      {notes.isError && !notes.data ? (
        <LoadError what="the notes" error={notes.error} onRetry={() => void notes.refetch()} />
      ) : null}
      {notes.data && items.length === 0 ? (
        <EmptyState icon={MessageSquareText} title="No notes yet">
          <p>Notes keep the team in the loop: what the lender said, what the seller asked.</p>
        </EmptyState>
      ) : null}
      <ol className="space-y-3">
        {items.map((note) => (
          <li key={note.id} className="rounded-lg border border-slate-200 bg-white p-3">
            <p className="text-xs text-slate-600">
              <span className="font-medium text-slate-900">{personName(note.author)}</span> ·{' '}
              <time dateTime={note.created_at} title={formatDateTime(note.created_at)}>
                {timeAgo(note.created_at)}
              </time>
            </p>
            <p className="mt-1 text-sm whitespace-pre-wrap text-slate-900">{note.body}</p>
            {note.mentions.length > 0 ? (
              <p className="mt-1 text-xs text-slate-600">
                Mentioned: {note.mentions.map((m) => personName(m)).join(', ')}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      {notes.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void notes.fetchNextPage()}
          disabled={notes.isFetchingNextPage}
        >
          {notes.isFetchingNextPage ? 'Loading…' : 'Show older notes'}
        </Button>
      ) : null}
    </section>
  );
}
