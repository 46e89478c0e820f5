import { Handshake } from 'lucide-react';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function TransactionDetailPage() {
  useDocumentTitle('Transaction');
  return <PlaceholderPage title="Transaction" icon={Handshake} summary="the deal's parties, dates, checklist and activity will appear here." />;
}
