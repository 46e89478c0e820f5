import { ShieldCheck } from 'lucide-react';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function CompliancePage() {
  useDocumentTitle('Compliance');
  return (
    <PlaceholderPage
      title="Compliance"
      icon={ShieldCheck}
      summary="documents waiting for your review and approval will appear here."
    />
  );
}
