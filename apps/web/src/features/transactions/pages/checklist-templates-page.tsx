import { ListChecks } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useChecklistTemplates } from '../api/templates-api';
import { BackToTransactions } from '../components/common/back-to-transactions';
import { LoadError } from '../components/common/load-error';
import { TemplateEditor } from '../components/templates/template-editor';
import { TemplatePicker } from '../components/templates/template-picker';

/**
 * /transactions/checklist-templates — the organization's checklist per deal type and side. The
 * chosen template is in the URL (`?type=purchase&side=buyer`; the first one by default).
 */
export function ChecklistTemplatesPage() {
  useDocumentTitle('Checklist templates');
  const templates = useChecklistTemplates();
  const [params] = useSearchParams();
  const items = templates.data?.items ?? [];
  const selected =
    items.find((t) => t.type === params.get('type') && t.side === params.get('side')) ?? items[0];

  return (
    <>
      <BackToTransactions className="mb-2" />
      <PageHeader
        title="Checklist templates"
        description="Every new deal copies the checklist for its type and side (a dual deal gets both sides). Editing a template changes future deals only; existing deals keep their checklist."
      />
      {templates.isPending ? (
        <Spinner label="Loading the templates" />
      ) : templates.isError ? (
        <LoadError
          what="the checklist templates"
          error={templates.error}
          onRetry={() => void templates.refetch()}
          retrying={templates.isFetching}
        />
      ) : !selected ? (
        <EmptyState icon={ListChecks} title="No checklist templates">
          <p>Templates for each deal type and side appear here.</p>
        </EmptyState>
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <TemplatePicker templates={items} selected={selected} />
          <TemplateEditor key={`${selected.type}/${selected.side}`} template={selected} />
        </div>
      )}
    </>
  );
}
