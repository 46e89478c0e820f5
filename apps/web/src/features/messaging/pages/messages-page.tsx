import { MessageSquare } from 'lucide-react';
import { useParams } from 'react-router';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function MessagesPage() {
  useDocumentTitle('Messages');
  return (
    <PlaceholderPage
      title="Messages"
      icon={MessageSquare}
      summary="conversations with your clients, agents and deal parties will appear here."
    />
  );
}

export function ConversationPage() {
  const { conversationId } = useParams();
  useDocumentTitle('Conversation');
  return (
    <PlaceholderPage
      title="Conversation"
      icon={MessageSquare}
      summary="the messages of this conversation will appear here."
    >
      <p>
        Conversation <code className="font-mono">{conversationId}</code> cannot be shown yet: messaging is
        being built.
      </p>
    </PlaceholderPage>
  );
}
