import { ClipboardCheck } from 'lucide-react';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ApprovalsPage() {
  useDocumentTitle('Approvals');
  return <PlaceholderPage title="Approvals" icon={ClipboardCheck} summary="changes your team drafted that wait for your approval will appear here." />;
}
