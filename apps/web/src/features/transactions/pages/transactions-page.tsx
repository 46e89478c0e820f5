/**
 * Placeholder pages of the transactions area. The transactions engineer replaces this file; the
 * routes and guards (read:transactions, create:transactions) are already in app/routes-app.tsx.
 */
import { Handshake } from 'lucide-react';
import { useParams } from 'react-router';
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

export function TransactionDetailPage() {
  const { id } = useParams();
  useDocumentTitle('Transaction');
  return (
    <PlaceholderPage
      title="Transaction"
      icon={Handshake}
      summary="the deal's parties, dates, checklist and documents will appear here."
    >
      <p>
        Transaction <code className="font-mono">{id}</code> cannot be shown yet: the transactions area is
        being built.
      </p>
    </PlaceholderPage>
  );
}

export function CreateTransactionPage() {
  useDocumentTitle('New transaction');
  return (
    <PlaceholderPage
      title="New transaction"
      icon={Handshake}
      summary="a guided form to open a deal (property, parties, key dates) will appear here."
    />
  );
}
