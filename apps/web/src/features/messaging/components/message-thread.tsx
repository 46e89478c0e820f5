import { ArrowLeft, Send } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { ConversationDto } from '@threshold/domain/messaging/conversation.contract';
import type { MessageDto } from '@threshold/domain/messaging/message.contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PresenceAvatars } from '@/components/ui/presence-avatars';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-error';
import { usePresence } from '@/lib/realtime';
import {
  useDeleteMessage,
  useEditMessage,
  useMarkRead,
  useMessages,
  useSendMessage,
  useToggleReaction,
} from '../api/conversations-api';
import { mentionsIn, personName } from '../lib/people';
import { ConversationPeople } from './conversation-people';
import { MessageItem } from './message-item';
import { VirtualMessageList } from './virtual-message-list';
import { AttachButton, PendingAttachments } from './pending-attachments';
import { usePendingAttachments } from './use-pending-attachments';
import { useScrollToMessage } from './use-scroll-to-message';

interface MessageThreadProps {
  conversation: ConversationDto;
  meId: string;
}

/** One conversation: older messages on demand, the thread oldest → newest, and the composer. */
export function MessageThread({ conversation, meId }: MessageThreadProps) {
  const id = conversation.id;
  const pages = useMessages(id);
  const send = useSendMessage(id);
  const edit = useEditMessage(id);
  const remove = useDeleteMessage(id);
  const react = useToggleReaction(id);
  const markRead = useMarkRead(id);
  const presence = usePresence(`conversation:${id}`, meId);
  const [draft, setDraft] = useState('');
  const files = usePendingAttachments(id);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<MessageDto | null>(null);

  const messages = useMemo(
    () => (pages.data?.pages.flatMap((p) => p.items) ?? []).slice().reverse(),
    [pages.data],
  );
  const list = useRef<{ reveal: (id: string) => void; toEnd: () => void } | null>(null);
  const onListReady = useCallback((reveal: (id: string) => void, toEnd: () => void) => {
    list.current = { reveal, toEnd };
  }, []);
  const reveal = useCallback((id: string) => list.current?.reveal(id), []);
  const linked = useScrollToMessage(
    messages,
    {
      hasNextPage: pages.hasNextPage,
      isFetchingNextPage: pages.isFetchingNextPage,
      fetchNextPage: pages.fetchNextPage,
      pageCount: pages.data?.pages.length ?? 0,
    },
    reveal,
  );
  const newest = messages.at(-1);
  const { mutate: markReadUpTo } = markRead;
  const lastMarked = useRef<string | null>(null);
  useEffect(() => {
    // Seeing the newest message reads the conversation up to it (also when it arrives live).
    if (!newest || newest.id === lastMarked.current) return;
    if (conversation.unread_count === 0 && newest.author.id === meId) return;
    lastMarked.current = newest.id;
    markReadUpTo(newest.id);
  }, [newest, conversation.unread_count, meId, markReadUpTo]);

  const handleSend = async (event?: FormEvent) => {
    event?.preventDefault();
    const body = draft.trim();
    if ((!body && files.readyIds.length === 0) || files.uploading || send.isPending) return;
    setError(null);
    try {
      await send.mutateAsync({
        body,
        mentions: mentionsIn(body, conversation.members, meId),
        attachment_ids: files.readyIds,
      });
      setDraft('');
      files.clear();
      presence.stoppedTyping();
      list.current?.toEnd();
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

  const people = [
    ...conversation.members.map(personName),
    ...conversation.guests.map((g) => `${g.name ?? g.email} (guest)`),
  ].join(', ');

  return (
    <section aria-labelledby="thread-title" className="flex h-[calc(100vh-12rem)] min-h-96 flex-col">
      <header className="flex items-center gap-2 border-b border-slate-200 px-4 py-3">
        <Link to="/messages" className="focus-ring rounded p-1 lg:hidden" aria-label="Back to conversations">
          <ArrowLeft aria-hidden="true" className="h-5 w-5" />
        </Link>
        <div className="min-w-0">
          <h2 id="thread-title" className="truncate text-base font-semibold text-slate-900">
            {conversation.title}
          </h2>
          <p className="truncate text-xs text-slate-600">{people}</p>
        </div>
        <div className="ml-auto shrink-0">
          <PresenceAvatars people={presence.others} max={3} />
        </div>
        {conversation.transaction_id ? (
          <Link
            to={`/transactions/${conversation.transaction_id}`}
            className="focus-ring shrink-0 rounded text-sm text-brand-700 underline"
          >
            Open deal
          </Link>
        ) : null}
      </header>
      {conversation.kind === 'deal' ? <ConversationPeople conversation={conversation} /> : null}
      {pages.isPending ? (
        <div className="flex-1">
          <Spinner label="Loading messages" />
        </div>
      ) : pages.isError ? (
        <p className="flex-1 p-4 text-sm text-red-700">
          Messages could not be loaded. {errorMessage(pages.error)}
        </p>
      ) : messages.length === 0 ? (
        <p className="flex-1 p-6 text-center text-sm text-slate-600">No messages yet. Say hello below.</p>
      ) : (
        <VirtualMessageList
          messages={messages}
          older={pages}
          onReady={onListReady}
          renderItem={(message) => (
            <MessageItem
              message={message}
              mine={message.author.id === meId}
              highlighted={message.id === linked}
              onEdit={(m, body) =>
                edit.mutateAsync({ message: m, body }).catch((failure: unknown) => {
                  toast.error(errorMessage(failure));
                  throw failure;
                })
              }
              onDelete={setDeleting}
              onReact={(m, emoji, mine) => react.mutate({ messageId: m.id, emoji, mine })}
            />
          )}
        />
      )}
      <p className="h-5 px-4 text-xs text-slate-600" aria-live="polite" data-testid="typing">
        {presence.typingPeople.length > 0
          ? `${presence.typingPeople.map((p) => p.first_name ?? 'Someone').join(', ')} ${presence.typingPeople.length > 1 ? 'are' : 'is'} typing…`
          : null}
      </p>
      <form onSubmit={(e) => void handleSend(e)} className="border-t border-slate-200 p-3">
        <label htmlFor="composer" className="sr-only">
          Message
        </label>
        <PendingAttachments items={files.items} onRemove={files.remove} />
        <div className="flex items-end gap-2">
          <AttachButton onFiles={files.add} />
          <Textarea
            id="composer"
            rows={2}
            value={draft}
            maxLength={4000}
            placeholder="Write a message — @Name mentions someone; Enter sends, Shift+Enter adds a line"
            onChange={(e) => {
              setDraft(e.target.value);
              presence.typing();
            }}
            onKeyDown={handleKeyDown}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'composer-error' : undefined}
          />
          <Button
            type="submit"
            disabled={(!draft.trim() && files.readyIds.length === 0) || files.uploading || send.isPending}
            aria-label="Send"
          >
            <Send aria-hidden="true" className="h-4 w-4" />
          </Button>
        </div>
        {error ? (
          <p id="composer-error" role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </form>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this message?"
        description="Everyone in the conversation will see that a message was deleted."
        confirmLabel="Delete"
        busyLabel="Deleting…"
        busy={remove.isPending}
        danger
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSettled: () => setDeleting(null),
            onError: (failure) => toast.error(errorMessage(failure)),
          });
        }}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
