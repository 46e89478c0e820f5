import { Contact } from 'lucide-react';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ContactDetailPage() {
  useDocumentTitle('Contact');
  return <PlaceholderPage title="Contact" icon={Contact} summary="the person's details, timeline, tasks and deals will appear here." />;
}
