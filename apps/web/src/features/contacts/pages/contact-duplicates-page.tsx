import { Users } from 'lucide-react';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ContactDuplicatesPage() {
  useDocumentTitle('Duplicates');
  return <PlaceholderPage title="Duplicates" icon={Users} summary="likely duplicate contacts to merge will appear here." />;
}
