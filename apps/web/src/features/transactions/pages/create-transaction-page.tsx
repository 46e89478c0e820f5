import { Handshake } from 'lucide-react';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function CreateTransactionPage() {
  useDocumentTitle('New transaction');
  return <PlaceholderPage title="New transaction" icon={Handshake} summary="a guided form to open a deal (property, parties, key dates) will appear here." />;
}
