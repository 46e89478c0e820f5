import { Building2 } from 'lucide-react';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function BrokerDashboardPage() {
  useDocumentTitle('Broker dashboard');
  return (
    <PlaceholderPage
      title="Broker dashboard"
      icon={Building2}
      summary="your brokerage's pipeline, closings this month and agent activity will appear here."
    >
      <p>The figures come from transactions, which are being built next.</p>
    </PlaceholderPage>
  );
}
