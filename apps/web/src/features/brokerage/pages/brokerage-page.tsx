import { Landmark } from 'lucide-react';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function BrokeragePage() {
  useDocumentTitle('Brokerage');
  return (
    <PlaceholderPage
      title="Brokerage"
      icon={Landmark}
      summary="your organization profile, offices, licences and billing will appear here."
    />
  );
}
