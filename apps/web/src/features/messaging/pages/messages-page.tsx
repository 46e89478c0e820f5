import { MessageSquare } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { MessageSearchHit } from '@threshold/domain/messaging/message-search.contract';
import { MESSAGE_SEARCH_MIN_LENGTH } from '@threshold/domain/messaging/message-search.contract';
import { Checkbox } from '@/components/ui/checkbox';
import { UUID_PATTERN } from '@threshold/domain/common/uuid';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useMe } from '@/lib/auth/auth-context';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useConversation, useConversations } from '../api/conversations-api';
import { ConversationList } from '../components/conversation-list';
import { MessageSearchResults } from '../components/message-search-results';
import { MessageThread } from '../components/message-thread';

/**
 * The search of the messages pane, kept in the URL (`q`, and `in=conversation` to search only the
 * open conversation) so a result can be opened and the list is still there on the way back.
 */
function useSearchInUrl(conversationId?: string) {
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState(params.get('q') ?? '');
  const settled = useDebouncedValue(draft, 300).trim();
  useEffect(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (settled) next.set('q', settled);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [settled, setParams]);
  // Local state answers the click at once; the URL follows (a navigation, so a moment later).
  const [narrowed, setNarrowed] = useState(params.get('in') === 'conversation');
  const onlyHere = Boolean(conversationId) && narrowed;
  const setOnlyHere = (value: boolean) => {
    setNarrowed(value);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('in', 'conversation');
        else next.delete('in');
        return next;
      },
      { replace: true },
    );
  };
  const linkFor = (hit: MessageSearchHit) => {
    const next = new URLSearchParams(params);
    next.set('message', hit.message_id);
    return `/messages/${hit.conversation_id}?${next.toString()}`;
  };
  const active = settled.length >= MESSAGE_SEARCH_MIN_LENGTH;
  return { draft, setDraft, settled, active, onlyHere, setOnlyHere, linkFor };
}

/** Two panes on wide screens; on phones the list, or the open conversation with a way back. */
function MessagesLayout({ conversationId }: { conversationId?: string }) {
  const conversations = useConversations();
  const items = conversations.data?.items ?? [];
  const search = useSearchInUrl(conversationId);
  return (
    <div className="grid overflow-hidden rounded-lg border border-slate-200 bg-white lg:grid-cols-[20rem_1fr]">
      <nav
        aria-label="Conversations"
        className={cn('border-slate-200 lg:block lg:border-r', conversationId ? 'hidden' : 'block')}
      >
        <div role="search" className="space-y-2 border-b border-slate-200 p-3">
          <label htmlFor="message-search" className="sr-only">
            Search messages
          </label>
          <Input
            id="message-search"
            type="search"
            placeholder="Search messages"
            value={search.draft}
            maxLength={100}
            onChange={(e) => search.setDraft(e.target.value)}
          />
          {conversationId && search.active ? (
            <Checkbox
              label="Only this conversation"
              checked={search.onlyHere}
              onChange={(e) => search.setOnlyHere(e.target.checked)}
            />
          ) : null}
        </div>
        {search.active ? (
          <MessageSearchResults
            term={search.settled}
            conversationId={search.onlyHere ? conversationId : undefined}
            linkFor={search.linkFor}
          />
        ) : conversations.isPending ? (
          <Spinner label="Loading conversations" />
        ) : conversations.isError ? (
          <p className="p-4 text-sm text-red-700">
            Conversations could not be loaded. {errorMessage(conversations.error)}
          </p>
        ) : items.length === 0 ? (
          <div className="p-4">
            <EmptyState icon={MessageSquare} title="No conversations yet">
              Each deal you are on has a conversation with everyone on it; it appears here with the deal.
            </EmptyState>
          </div>
        ) : (
          <ConversationList items={items} activeId={conversationId} />
        )}
      </nav>
      <div className={cn('min-w-0', conversationId ? 'block' : 'hidden lg:block')}>
        {conversationId ? (
          <OpenConversation id={conversationId} />
        ) : (
          <p className="flex h-full min-h-64 items-center justify-center p-6 text-sm text-slate-600">
            Choose a conversation to read it.
          </p>
        )}
      </div>
    </div>
  );
}

function OpenConversation({ id }: { id: string }) {
  const me = useMe();
  const conversation = useConversation(id);
  if (conversation.isPending) return <Spinner label="Loading the conversation" />;
  if (conversation.isError) {
    const missing = isApiError(conversation.error) && conversation.error.status === 404;
    return (
      <p className="p-6 text-sm text-slate-700" role="alert">
        {missing
          ? 'This conversation does not exist or you are not in it.'
          : errorMessage(conversation.error)}
      </p>
    );
  }
  return <MessageThread key={id} conversation={conversation.data} meId={me.user.id} />;
}

export function MessagesPage() {
  useDocumentTitle('Messages');
  return (
    <>
      <PageHeader title="Messages" />
      <MessagesLayout />
    </>
  );
}

export function ConversationPage() {
  const { conversationId = '' } = useParams();
  useDocumentTitle('Messages');
  const valid = UUID_PATTERN.test(conversationId);
  return (
    <>
      <PageHeader title="Messages" />
      {valid ? (
        <MessagesLayout conversationId={conversationId} />
      ) : (
        <p className="text-sm text-slate-700" role="alert">
          This conversation does not exist or you are not in it.
        </p>
      )}
    </>
  );
}
