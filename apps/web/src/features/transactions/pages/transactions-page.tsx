/**
 * Placeholder pages of the transactions area. The transactions engineer replaces this file; the
 * routes and guards (read:transactions, create:transactions) are already in app/routes-app.tsx.
 */
import { Handshake } from 'lucide-react';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function TransactionsPage() {
  useDocumentTitle('Transactions');
  return (
    <PlaceholderPage
      title="Transactions"
      icon={Handshake}
      summary="your deals from listing to closing will appear here."
    />
  );
}
