import { Upload } from 'lucide-react';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ContactsImportPage() {
  useDocumentTitle('Import contacts');
  return <PlaceholderPage title="Import contacts" icon={Upload} summary="a CSV import with column mapping and a preview will appear here." />;
}
