import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOfferStatus, useOfferStatusActions } from '../api/offer-portal-api';
import { CounterBackForm } from '../components/counter-back-form';
import { CounterRounds } from '../components/counter-rounds';
import { OwnAttachments } from '../components/own-attachments';
import { addressLine, formatCents } from '../lib/offer-format';

/** /offer/status/{token}: the private status page of one offer for the buyer's agent. */
export function OfferStatusPage() {
  const { token = '' } = useParams();
  useDocumentTitle('Offer status');
  const status = useOfferStatus(token);
  const { respond, withdraw } = useOfferStatusActions(token);
  const [error, setError] = useState<string | null>(null);
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);

  if (status.isPending) return <Spinner label="Loading your offer" />;
  if (status.isError)
    return (
      <EmptyState icon={SearchX} title="No offer behind this link">
        <p>
          {isApiError(status.error) && [400, 404].includes(status.error.status)
            ? 'Check that you opened the whole link from the e-mail.'
            : errorMessage(status.error)}
        </p>
      </EmptyState>
    );
  const s = status.data;
  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Your offer on {s.address.line1}</h1>
      <p className="text-sm text-slate-700">
        {addressLine(s.address)} · {formatCents(s.price_cents)} · for {s.buyer_names.join(', ')} · sent{' '}
        {new Date(s.submitted_at).toLocaleString()}
      </p>
      <p className="flex items-center gap-2 text-sm">
        Status:{' '}
        <Badge tone={s.status === 'Accepted' ? 'success' : s.status === 'Countered' ? 'warning' : 'neutral'}>
          {s.status}
        </Badge>
      </p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <CounterRounds rounds={s.counters} />
      {s.can_respond ? (
        <div className="flex flex-wrap gap-3">
          <Button
            disabled={respond.isPending}
            onClick={() => void run(() => respond.mutateAsync({ answer: 'accept' }))}
          >
            Accept the counter
          </Button>
          <Button
            variant="secondary"
            disabled={respond.isPending}
            onClick={() => void run(() => respond.mutateAsync({ answer: 'reject' }))}
          >
            Reject the counter
          </Button>
        </div>
      ) : null}
      {s.can_respond ? (
        <CounterBackForm busy={respond.isPending} onSend={(input) => run(() => respond.mutateAsync(input))} />
      ) : null}
      <OwnAttachments token={token} attachments={s.attachments} canAttach={s.can_attach} />
      {s.can_withdraw ? (
        <Button variant="danger" onClick={() => setConfirmWithdraw(true)}>
          Withdraw the offer
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirmWithdraw}
        danger
        busy={withdraw.isPending}
        title="Withdraw this offer?"
        description="The listing agent sees it as withdrawn. This cannot be undone."
        confirmLabel="Withdraw"
        onClose={() => setConfirmWithdraw(false)}
        onConfirm={() => void run(() => withdraw.mutateAsync()).then(() => setConfirmWithdraw(false))}
      />
    </div>
  );
}
