import type { RespondToCounterInput } from '@threshold/domain/listings/offer-status.contract';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

interface Props {
  busy: boolean;
  onSend: (input: RespondToCounterInput) => Promise<unknown>;
}

/** The buyer's agent answers a counter with one of their own: a price, a closing date, a message. */
export function CounterBackForm({ busy, onSend }: Props) {
  const [price, setPrice] = useState('');
  const [closing, setClosing] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const dollars = Number(price.replace(/[$,\s]/g, ''));
    if (!price.trim() || !Number.isFinite(dollars) || dollars <= 0)
      return setError('Enter your price in dollars.');
    setError(null);
    void onSend({
      answer: 'counter',
      terms: { price_cents: Math.round(dollars * 100), ...(closing ? { closing_date: closing } : {}) },
      message: message.trim() || null,
    });
  };
  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 className="text-base font-semibold text-slate-900">Counter back</h2>
      <FormField label="Your price ($)" error={error ?? undefined}>
        <Input inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} />
      </FormField>
      <FormField label="Closing date (optional)">
        <Input type="date" value={closing} onChange={(e) => setClosing(e.target.value)} />
      </FormField>
      <FormField label="Message (optional)">
        <Textarea rows={2} value={message} onChange={(e) => setMessage(e.target.value)} />
      </FormField>
      <Button type="submit" variant="secondary" disabled={busy}>
        Send counter
      </Button>
    </form>
  );
}
