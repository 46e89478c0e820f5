import { House } from 'lucide-react';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ClientDashboardPage() {
  useDocumentTitle('Client dashboard');
  return (
    <PlaceholderPage
      title="Client dashboard"
      icon={House}
      summary="the progress of your purchase, sale or lease, with the next steps and who to ask, will appear here."
    >
      <p>Your agent will invite you to your deal once it is set up.</p>
    </PlaceholderPage>
  );
}
