import { Send } from 'lucide-react';
import { useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /offer/{linkKey}: where outside agents submit offers through a shared link (public). */
export function OfferPortalPage() {
  const { linkKey } = useParams();
  useDocumentTitle('Submit an offer');
  return (
    <>
      <PageHeader title="Offer portal" />
      <EmptyState icon={Send} title="Offer portal — submitting offers through shared links will appear here.">
        <p>
          The link <code className="font-mono">{linkKey}</code> cannot be opened yet: the offer portal is
          being built. Please contact the listing agent directly in the meantime.
        </p>
      </EmptyState>
    </>
  );
}
