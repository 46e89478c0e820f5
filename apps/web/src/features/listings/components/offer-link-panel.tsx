import type { SaveOfferLinkInput } from '@threshold/domain/listings/offer-link.contract';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useOfferLink, useSaveOfferLink } from '../api/offers-api';

/** An ISO instant as the value of a datetime-local input (local time, minutes). */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function DeadlineForm(props: {
  initial: string | null;
  busy: boolean;
  onSave: (iso: string | null) => void;
}) {
  const [deadline, setDeadline] = useState(toLocalInput(props.initial));
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        props.onSave(deadline ? new Date(deadline).toISOString() : null);
      }}
    >
      <FormField label="Offers due by" hint="Empty = no deadline">
        <Input type="datetime-local" value={deadline} onChange={(e) => setDeadline(e.target.value)} />
      </FormField>
      <Button type="submit" size="sm" variant="secondary" disabled={props.busy}>
        Save deadline
      </Button>
    </form>
  );
}

/** The listing's public offer link: make it, switch it on or off, deadline and requirements, copy it. */
export function OfferLinkPanel({ listingId, canManage }: { listingId: string; canManage: boolean }) {
  const link = useOfferLink(listingId);
  const save = useSaveOfferLink(listingId, link.data?.version);
  const [error, setError] = useState<string | null>(null);
  const run = async (input: SaveOfferLinkInput) => {
    setError(null);
    try {
      await save.mutateAsync(input);
    } catch (e) {
      setError(
        isApiError(e) && e.code === 'STALE_VERSION'
          ? 'Someone else changed the offer link; reload the page to see it.'
          : errorMessage(e),
      );
      void link.refetch();
    }
  };
  const url = link.data ? `${window.location.origin}${link.data.path}` : '';
  return (
    <Card>
      <CardTitle>Offer link</CardTitle>
      <CardDescription>Buyer agents submit structured offers here, no account needed.</CardDescription>
      {link.isPending ? (
        <Spinner label="Loading the offer link" />
      ) : link.isError ? (
        <Alert tone="error" className="mt-3">
          {errorMessage(link.error)}
        </Alert>
      ) : !link.data ? (
        canManage ? (
          <Button className="mt-3" disabled={save.isPending} onClick={() => void run({})}>
            Create offer link
          </Button>
        ) : (
          <p className="mt-3 text-sm text-slate-600">No offer link yet.</p>
        )
      ) : (
        <div className="mt-3 space-y-3 text-sm">
          <p className="break-all">
            <a
              href={link.data.path}
              className="font-medium text-brand-700 underline"
              data-testid="offer-link-url"
            >
              {url}
            </a>
          </p>
          <div className="flex items-center gap-3">
            <Switch
              id="offer-link-enabled"
              checked={link.data.enabled}
              disabled={!canManage || save.isPending}
              onCheckedChange={(enabled) => void run({ enabled })}
            />
            <label htmlFor="offer-link-enabled">Taking offers through this link</label>
          </div>
          <Checkbox
            label="Offers need a pre-approval letter"
            checked={link.data.requires_preapproval}
            disabled={!canManage || save.isPending}
            onChange={(e) => void run({ requires_preapproval: e.target.checked })}
          />
          <Checkbox
            label="Offers need proof of funds"
            checked={link.data.requires_proof_of_funds}
            disabled={!canManage || save.isPending}
            onChange={(e) => void run({ requires_proof_of_funds: e.target.checked })}
          />
          {canManage ? (
            <DeadlineForm
              key={link.data.version}
              initial={link.data.response_deadline}
              busy={save.isPending}
              onSave={(iso) => void run({ response_deadline: iso })}
            />
          ) : null}
          {!link.data.accepting ? (
            <p className="text-amber-900">The link answers “no longer accepting offers”.</p>
          ) : null}
          <Button variant="secondary" size="sm" onClick={() => void navigator.clipboard?.writeText(url)}>
            Copy link
          </Button>
        </div>
      )}
      {error ? (
        <Alert tone="error" className="mt-3">
          {error}
        </Alert>
      ) : null}
    </Card>
  );
}
