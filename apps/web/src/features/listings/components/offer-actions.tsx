import type { OfferDto } from '@threshold/domain/listings/offer.contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useOfferDecisions, type OfferDecision } from '../api/offers-api';
import { formatCents } from '../lib/listing-format';
import { CounterDialog } from './counter-dialog';

const OPEN = ['Submitted', 'Reviewed', 'Countered', 'Backup'];

/** What the listing side can do with one offer now. */
export function OfferActions({ offer, dealTaken }: { offer: OfferDto; dealTaken: boolean }) {
  const { decide, counter } = useOfferDecisions(offer);
  const [countering, setCountering] = useState(false);
  const [accepting, setAccepting] = useState(false);
  const last = offer.counters.at(-1);
  const waitingForBuyer = offer.status === 'Countered' && last?.from_side === 'seller' && !last.response;
  const label = `${offer.agent.name}’s offer`;

  const run = async (verb: OfferDecision, done: string) => {
    try {
      await decide.mutateAsync(verb);
      toast.success(done);
    } catch (e) {
      toast.error(
        isApiError(e) && e.code === 'STALE_VERSION'
          ? 'This offer changed meanwhile; the grid is refreshed.'
          : errorMessage(e),
      );
    }
  };

  if (offer.transaction_id)
    return (
      <Button size="sm" asChild>
        <Link to={`/transactions/${offer.transaction_id}`}>Open the deal</Link>
      </Button>
    );
  if (!OPEN.includes(offer.status)) return null;
  return (
    <div className="flex flex-col gap-2">
      {offer.status === 'Submitted' ? (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Mark ${label} reviewed`}
          onClick={() => void run('review', 'Marked as reviewed')}
        >
          Mark reviewed
        </Button>
      ) : null}
      {!waitingForBuyer && !dealTaken ? (
        <Button size="sm" aria-label={`Accept ${label}`} onClick={() => setAccepting(true)}>
          Accept
        </Button>
      ) : null}
      {!waitingForBuyer ? (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Counter ${label}`}
          onClick={() => setCountering(true)}
        >
          Counter
        </Button>
      ) : (
        <p className="text-xs text-slate-600">Waiting for the buyer’s answer</p>
      )}
      {dealTaken && offer.status !== 'Backup' ? (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Keep ${label} as backup`}
          onClick={() => void run('backup', 'Kept as backup')}
        >
          Backup
        </Button>
      ) : null}
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Reject ${label}`}
        onClick={() => void run('reject', 'Offer rejected')}
      >
        Reject
      </Button>
      {countering ? (
        <CounterDialog offer={offer} counter={counter} open onClose={() => setCountering(false)} />
      ) : null}
      <ConfirmDialog
        open={accepting}
        busy={decide.isPending}
        busyLabel="Creating the deal…"
        title={`Accept ${label}?`}
        description={`This creates the deal at ${formatCents(offer.effective_price_cents)}, puts the listing under contract and closes the offer link.`}
        confirmLabel="Accept and create the deal"
        onClose={() => setAccepting(false)}
        onConfirm={() =>
          void run('accept', 'Offer accepted: the deal is created').then(() => setAccepting(false))
        }
      />
    </div>
  );
}
