import { FilePlus2, LayoutTemplate } from 'lucide-react';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function TemplatesPage() {
  useDocumentTitle('Templates');
  return (
    <PlaceholderPage
      title="Templates"
      icon={LayoutTemplate}
      summary="your brokerage's document templates, with their fillable fields, will appear here."
    />
  );
}

export function GenerateDocumentPage() {
  useDocumentTitle('Generate document');
  return (
    <PlaceholderPage
      title="Generate document"
      icon={FilePlus2}
      summary="pick a template, fill it from a deal and send it for signature — this will appear here."
    />
  );
}
