import { ArrowLeft, CheckCircle2 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useMe } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDuplicatePairs } from '../api/contact-duplicates-api';
import { DuplicatePairCard } from '../components/duplicate-pair-card';
import { UUID_PATTERN } from '@threshold/domain/common/uuid';


/** /contacts/duplicates — likely duplicates, best first; ?contact_id= narrows to one contact. */
export function ContactDuplicatesPage() {
  useDocumentTitle('Duplicates');
  const me = useMe();
  const [params] = useSearchParams();
  const raw = params.get('contact_id');
  const contactId = raw && UUID_PATTERN.test(raw) ? raw : null;
  const pairs = useDuplicatePairs(contactId);
  const items = pairs.data?.items ?? [];

  return (
    <>
      <Link
        to="/contacts"
        className="focus-ring mb-4 inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Contacts
      </Link>
      <PageHeader
        title="Duplicates"
        description={
          contactId ? (
            <>
              Possible duplicates of one contact.{' '}
              <Link className="text-brand-700 underline" to="/contacts/duplicates">
                Show all
              </Link>
            </>
          ) : (
            'People who may have been entered twice: same e-mail or phone, or a similar name.'
          )
        }
      />
      {pairs.isPending ? <Spinner label="Looking for duplicates" /> : null}
      {pairs.isError ? (
        <Alert tone="error" title="Duplicates could not be loaded">
          {errorMessage(pairs.error)}{' '}
          <Button variant="link" onClick={() => void pairs.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {pairs.isSuccess && items.length === 0 ? (
        <EmptyState icon={CheckCircle2} title="No duplicates found">
          <p>
            Nothing looks entered twice{contactId ? ' for this contact' : ''}. Imports and quick add check for
            duplicates as you go.
          </p>
        </EmptyState>
      ) : null}
      <ul className="space-y-3" aria-label="Likely duplicates" aria-busy={pairs.isFetching}>
        {items.map((pair) => (
          <DuplicatePairCard
            key={`${pair.a.id}-${pair.b.id}`}
            pair={pair}
            canManage={me.permissions.includes('manage:contacts')}
          />
        ))}
      </ul>
    </>
  );
}
