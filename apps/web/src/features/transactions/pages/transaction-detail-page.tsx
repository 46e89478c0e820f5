import { useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-error';
import { PresenceAvatars } from '@/components/ui/presence-avatars';
import { useMe } from '@/lib/auth/auth-context';
import { usePresence, useRealtimeInvalidation } from '@/lib/realtime';
import { useDocumentTitle } from '@/lib/use-document-title';
import { transactionKeys } from '../api/transaction-keys';
import { useTransaction } from '../api/deal-api';
import { DealNotFound } from '../components/common/deal-not-found';
import { LoadError } from '@/components/ui/load-error';
import { DealView } from '../components/detail/deal-view';
import { UUID_PATTERN } from '@threshold/domain/common/uuid';

/** /transactions/:id — unknown, malformed and out-of-scope ids all show "not found" (the API answers 404). */
export function TransactionDetailPage() {
  const { id = '' } = useParams();
  // Live: a change by someone else refreshes the deal and its parts (ADR 0118).
  useRealtimeInvalidation(
    UUID_PATTERN.test(id) ? { resource: 'transactions', filter: { column: 'id', value: id } } : null,
    () => [transactionKeys.detail(id)],
  );
  const valid = UUID_PATTERN.test(id);
  const me = useMe();
  // Who else has this deal open now (avatars above the deal).
  const presence = usePresence(valid ? `deal:${id}` : null, me.user.id);
  const deal = useTransaction(id, valid);
  const notFound =
    !valid || (isApiError(deal.error) && (deal.error.status === 404 || deal.error.status === 400));
  useDocumentTitle(notFound ? 'Deal not found' : (deal.data?.title ?? 'Transaction'));

  if (notFound) return <DealNotFound />;
  if (deal.isPending) return <Spinner label="Loading the deal" />;
  if (deal.isError)
    return (
      <>
        <PageHeader title="Transaction" />
        <LoadError
          what="this deal"
          error={deal.error}
          onRetry={() => void deal.refetch()}
          retrying={deal.isFetching}
        />
      </>
    );
  return (
    <>
      <div className="mb-2 flex min-h-7 justify-end">
        <PresenceAvatars people={presence.others} />
      </div>
      <DealView deal={deal.data} />
    </>
  );
}
