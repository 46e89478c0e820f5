import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ComplianceSummary } from '../components/compliance-summary';
import { ExceptionSection } from '../components/exception-section';
import { COMPLIANCE_LISTS } from '../model/compliance-lists';

/** /compliance — every exception list in the caller's scope, counts first; each row links to its fix. */
export function CompliancePage() {
  useDocumentTitle('Compliance');
  return (
    <>
      <PageHeader
        title="Compliance"
        description="What needs fixing across the deals and people you answer for."
      />
      <ComplianceSummary lists={COMPLIANCE_LISTS} />
      <div className="space-y-6">
        {COMPLIANCE_LISTS.map((list) => (
          <ExceptionSection key={list.key} list={list} />
        ))}
      </div>
    </>
  );
}
