import { FileText } from 'lucide-react';
import { useParams } from 'react-router';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function DocumentsPage() {
  useDocumentTitle('Documents');
  return (
    <PlaceholderPage
      title="Documents"
      icon={FileText}
      summary="contracts, disclosures and signed paperwork from your deals will appear here."
    />
  );
}

export function DocumentViewPage() {
  const { documentId } = useParams();
  useDocumentTitle('Document');
  return (
    <PlaceholderPage
      title="Document"
      icon={FileText}
      summary="the document viewer with its fields and signatures will appear here."
    >
      <p>
        Document <code className="font-mono">{documentId}</code> cannot be shown yet: the documents area is
        being built.
      </p>
    </PlaceholderPage>
  );
}
