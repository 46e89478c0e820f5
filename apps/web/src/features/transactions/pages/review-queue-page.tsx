import { ClipboardCheck } from 'lucide-react';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ReviewQueuePage() {
  useDocumentTitle('Review queue');
  return <PlaceholderPage title="Review queue" icon={ClipboardCheck} summary="checklist items waiting for your review, oldest first, will appear here." />;
}
