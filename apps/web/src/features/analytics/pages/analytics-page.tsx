import { ChartColumn } from 'lucide-react';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AnalyticsPage() {
  useDocumentTitle('Analytics');
  return (
    <PlaceholderPage
      title="Analytics"
      icon={ChartColumn}
      summary="volume, closings, days on market and agent performance will appear here."
    />
  );
}
