import { KeyRound } from 'lucide-react';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function RentalDashboardPage() {
  useDocumentTitle('Rentals');
  return (
    <PlaceholderPage
      title="Rentals"
      icon={KeyRound}
      summary="your rental units, leases, applications and renewals will appear here."
    />
  );
}
