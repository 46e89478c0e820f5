import { FilePlus2, LayoutTemplate, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTemplateList } from '../api/templates-api';
import { NewTemplateDialog } from '../components/new-template-dialog';
import { DEAL_TYPE_LABELS } from '../lib/template-labels';
import { LoadError } from '@/components/ui/load-error';

const label = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replace(/_/g, ' ');

/** /templates (DocumentTemplateManager): the organization's templates; managers add and edit them. */
export function TemplatesPage() {
  useDocumentTitle('Templates');
  const me = useMe();
  const navigate = useNavigate();
  const canManage = me.permissions.includes('manage:templates');
  const list = useTemplateList();
  const [creating, setCreating] = useState(false);
  const items = list.data?.items ?? [];

  return (
    <>
      <PageHeader
        title="Templates"
        description="Your brokerage’s forms, with fields filled from a deal’s own data."
        actions={
          <>
            <Button variant="secondary" asChild>
              <Link to="/generate-document">
                <FilePlus2 aria-hidden="true" className="h-4 w-4" /> Generate a document
              </Link>
            </Button>
            {canManage ? (
              <Button onClick={() => setCreating(true)}>
                <Plus aria-hidden="true" className="h-4 w-4" /> New template
              </Button>
            ) : null}
          </>
        }
      />
      {list.isPending ? (
        <Spinner label="Loading templates" />
      ) : list.isError ? (
        <LoadError what="the templates" error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={LayoutTemplate} title="No templates yet">
          <p>
            {canManage
              ? 'Upload a blank form as a PDF and place its fields.'
              : 'Your broker has not added templates yet.'}
          </p>
        </EmptyState>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((t) => (
            <li key={t.id} className="rounded-lg border border-slate-200 bg-white p-4">
              <Link
                to={`/templates/${t.id}`}
                className="font-semibold text-slate-900 underline-offset-2 hover:underline"
              >
                {t.name}
              </Link>
              <p className="mt-1 text-sm text-slate-600">
                {label(t.category)} · {t.deal_type ? DEAL_TYPE_LABELS[t.deal_type] : 'Any deal'} ·{' '}
                {t.pages.length} page
                {t.pages.length === 1 ? '' : 's'} · {t.fields.length} field{t.fields.length === 1 ? '' : 's'}
              </p>
              <div className="mt-3">
                <Button variant="secondary" size="sm" asChild>
                  <Link to={`/generate-document?template=${t.id}`}>Generate</Link>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {canManage ? (
        <NewTemplateDialog
          open={creating}
          onClose={() => setCreating(false)}
          onCreated={(t) => {
            setCreating(false);
            void navigate(`/templates/${t.id}`);
          }}
        />
      ) : null}
    </>
  );
}
