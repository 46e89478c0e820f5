import { Send } from 'lucide-react';
import { useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MAX_MESSAGE_LENGTH } from '@threshold/domain/messaging/message.contract';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-error';
import { personName } from '../../lib/people';
import { useGuestMessages, useGuestSend } from '../api/guest-access-api';

/** The guest's view of the thread: text only (no reactions, edits or files), live over their socket. */
export function GuestThread({ meId }: { meId: string }) {
  const pages = useGuestMessages(true);
  const send = useGuestSend();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const messages = useMemo(
    () => (pages.data?.pages.flatMap((p) => p.items) ?? []).slice().reverse(),
    [pages.data],
  );

  const handleSend = async (event?: FormEvent) => {
    event?.preventDefault();
    const body = draft.trim();
    if (!body || send.isPending) return;
    setError(null);
    try {
      await send.mutateAsync(body);
      setDraft('');
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void handleSend();
    }
  };

  return (
    <section aria-label="Messages" className="rounded-lg border border-slate-200 bg-white">
      {pages.isPending ? (
        <Spinner label="Loading messages" />
      ) : pages.isError ? (
        <p className="p-4 text-sm text-red-700">Messages could not be loaded. {errorMessage(pages.error)}</p>
      ) : (
        <div role="log" aria-label="Conversation" className="max-h-[60vh] overflow-y-auto">
          {pages.hasNextPage ? (
            <div className="p-2 text-center">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void pages.fetchNextPage()}
                disabled={pages.isFetchingNextPage}
              >
                {pages.isFetchingNextPage ? 'Loading…' : 'Load older messages'}
              </Button>
            </div>
          ) : null}
          {messages.length === 0 ? (
            <p className="p-6 text-center text-sm text-slate-600">No messages yet. Say hello below.</p>
          ) : (
            <ol className="py-2" data-testid="message-list">
              {messages.map((m) => (
                <li key={m.id} className="px-4 py-2" data-testid="message">
                  <p className="text-xs text-slate-600">
                    <span className="font-semibold text-slate-900">
                      {m.author.id === meId ? 'You' : personName(m.author)}
                    </span>
                    {m.guest ? ' (guest)' : null} · {new Date(m.created_at).toLocaleString()}
                  </p>
                  {m.deleted ? (
                    <p className="text-sm text-slate-500 italic">This message was deleted.</p>
                  ) : (
                    <p className="text-sm break-words whitespace-pre-wrap text-slate-900">{m.body}</p>
                  )}
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
      <form onSubmit={(e) => void handleSend(e)} className="border-t border-slate-200 p-3">
        <label htmlFor="guest-composer" className="sr-only">
          Message
        </label>
        <div className="flex items-end gap-2">
          <Textarea
            id="guest-composer"
            rows={2}
            value={draft}
            maxLength={MAX_MESSAGE_LENGTH}
            placeholder="Write a message — Enter sends, Shift+Enter adds a line"
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={handleKeyDown}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'guest-composer-error' : undefined}
          />
          <Button type="submit" disabled={!draft.trim() || send.isPending} aria-label="Send">
            <Send aria-hidden="true" className="h-4 w-4" />
          </Button>
        </div>
        {error ? (
          <p id="guest-composer-error" role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </form>
    </section>
  );
}
