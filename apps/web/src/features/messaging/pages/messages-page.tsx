import { MessageSquare } from 'lucide-react';
import { useParams } from 'react-router';
import { UUID_PATTERN } from '@threshold/domain/common/uuid';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useMe } from '@/lib/auth/auth-context';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useConversation, useConversations } from '../api/conversations-api';
import { ConversationList } from '../components/conversation-list';
import { MessageThread } from '../components/message-thread';

/** Two panes on wide screens; on phones the list, or the open conversation with a way back. */
function MessagesLayout({ conversationId }: { conversationId?: string }) {
  const conversations = useConversations();
  const items = conversations.data?.items ?? [];
  return (
    <div className="grid overflow-hidden rounded-lg border border-slate-200 bg-white lg:grid-cols-[20rem_1fr]">
      <nav
        aria-label="Conversations"
        className={cn('border-slate-200 lg:block lg:border-r', conversationId ? 'hidden' : 'block')}
      >
        {conversations.isPending ? (
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
