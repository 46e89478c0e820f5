import { CalendarDays } from 'lucide-react';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function CalendarPage() {
  useDocumentTitle('Calendar');
  return (
    <PlaceholderPage
      title="Calendar"
      icon={CalendarDays}
      summary="showings, inspections, deadlines and closings from your deals will appear here."
    />
  );
}
