import { Building } from 'lucide-react';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function RealEstatePage() {
  useDocumentTitle('Real Estate');
  return (
    <PlaceholderPage
      title="Real Estate"
      icon={Building}
      summary="your listings and properties, with photos, status and showings, will appear here."
    />
  );
}
