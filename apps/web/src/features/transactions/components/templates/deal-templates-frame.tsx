import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BackToTransactions } from '../common/back-to-transactions';
import { LoadError } from '@/components/ui/load-error';
import { DealTemplatesNav } from './deal-templates-nav';

interface LoadState {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface DealTemplatesFrameProps {
  title: string;
  description: string;
  /** The query of the page's templates: spinner while pending, an error with "Try again". */
  query: LoadState;
  /** "the checklist templates" → "Could not load the checklist templates". */
  what: string;
  empty: { icon: LucideIcon; title: string; text: string };
  /** The picker and editor side by side; null when there is nothing to pick (empty state). */
  picker: ReactNode;
  editor: ReactNode;
}

/** A Deal templates page: back link, heading, the Checklists | Key dates navigation, picker + editor. */
export function DealTemplatesFrame({
  title,
  description,
  query,
  what,
  empty,
  picker,
  editor,
}: DealTemplatesFrameProps) {
  useDocumentTitle(title);
  return (
    <>
      <BackToTransactions className="mb-2" />
      <PageHeader title={title} description={description} />
      <DealTemplatesNav />
      {query.isPending ? (
        <Spinner label={`Loading ${what}`} />
      ) : query.isError ? (
        <LoadError
          what={what}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !picker ? (
        <EmptyState icon={empty.icon} title={empty.title}>
          <p>{empty.text}</p>
        </EmptyState>
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
          {picker}
          {editor}
        </div>
      )}
    </>
  );
}
