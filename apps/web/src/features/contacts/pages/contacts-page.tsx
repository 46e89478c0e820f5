import { Contact } from 'lucide-react';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ContactsPage() {
  useDocumentTitle('CRM');
  return (
    <PlaceholderPage
      title="CRM"
      icon={Contact}
      summary="your contacts, leads and client history will appear here."
    />
  );
}
