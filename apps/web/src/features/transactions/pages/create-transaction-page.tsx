import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CreateWizard } from '../components/create/create-wizard';

export function CreateTransactionPage() {
  useDocumentTitle('New transaction');
  return (
    <>
      <PageHeader
        title="New transaction"
        description="Five short steps. The checklist and key dates are set up for you when the deal is created."
      />
      <CreateWizard />
    </>
  );
}
