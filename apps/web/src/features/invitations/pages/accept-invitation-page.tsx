import { MailCheck } from 'lucide-react';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AcceptInvitationPage() {
  useDocumentTitle('Invitation');
  return <PlaceholderPage title="Invitation" icon={MailCheck} summary="accepting an invitation from your agent will happen here." />;
}
