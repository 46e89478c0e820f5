import { UserPlus } from 'lucide-react';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function CreateContactPage() {
  useDocumentTitle('New contact');
  return <PlaceholderPage title="New contact" icon={UserPlus} summary="a form to add a person once, for the CRM and your deals, will appear here." />;
}
