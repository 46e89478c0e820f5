import type { OfferDto } from '@threshold/domain/listings/offer.contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-error';
import type { useOfferDecisions } from '../api/offers-api';
import { dollarsToCents } from '../lib/listing-format';

interface Props {
  offer: OfferDto;
  counter: ReturnType<typeof useOfferDecisions>['counter'];
  open: boolean;
  onClose: () => void;
}

/** Counter with changed price, closing date and a message; the buyer's agent answers through the status link. */
export function CounterDialog({ offer, counter, open, onClose }: Props) {
  const [price, setPrice] = useState(String(offer.price_cents / 100));
  const [closing, setClosing] = useState(offer.closing_date ?? '');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const cents = dollarsToCents(price);
    if (cents === undefined || Number.isNaN(cents)) return setError('Enter the price in dollars.');
    try {
      await counter.mutateAsync({
        terms: { price_cents: cents, ...(closing ? { closing_date: closing } : {}) },
        message: message.trim() || null,
      });
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent
        title={`Counter ${offer.agent.name}’s offer`}
        description="Each round is kept with the offer."
      >
        <form onSubmit={(e) => void handleSubmit(e)} className="space-y-4">
          {error ? <Alert tone="error">{error}</Alert> : null}
          <FormField label="Counter price ($)">
            <Input inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} />
          </FormField>
          <FormField label="Closing date">
            <Input type="date" value={closing} onChange={(e) => setClosing(e.target.value)} />
          </FormField>
          <FormField label="Message to the buyer’s agent">
            <Textarea rows={3} value={message} onChange={(e) => setMessage(e.target.value)} />
          </FormField>
          <div className="flex gap-3">
            <Button type="submit" disabled={counter.isPending}>
              {counter.isPending ? 'Sending…' : 'Send counter'}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
