import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useOfferLink, useSaveOfferLink } from '../api/offers-api';

/** The listing's public offer link: make it, switch it on or off, copy it. */
export function OfferLinkPanel({ listingId, canManage }: { listingId: string; canManage: boolean }) {
  const link = useOfferLink(listingId);
  const save = useSaveOfferLink(listingId, link.data?.version);
  const [error, setError] = useState<string | null>(null);
  const run = async (input: { enabled?: boolean }) => {
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
