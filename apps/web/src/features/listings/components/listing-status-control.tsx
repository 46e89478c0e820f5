import type { ListingDto } from '@threshold/domain/listings/create-listing.contract';
import type { ListingStatus } from '@threshold/domain/listings/listing-status';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useListingWrites } from '../api/listings-api';
import { STATUS_LABELS } from '../lib/listing-format';

/** Moves the listing to one of its allowed next statuses, based on the version on screen. */
export function ListingStatusControl({ listing }: { listing: ListingDto }) {
  const { transition } = useListingWrites(listing);
  const [next, setNext] = useState<ListingStatus | ''>('');
  const [error, setError] = useState<string | null>(null);
  if (listing.allowed_next_statuses.length === 0) return null;

  const handleMove = async () => {
    if (!next) return;
    setError(null);
    try {
      const saved = await transition.mutateAsync({ status: next });
      toast.success(`Listing is now ${STATUS_LABELS[saved.status]}`);
      setNext('');
    } catch (e) {
      setError(
        isApiError(e) && e.code === 'STALE_VERSION'
          ? 'Someone else changed this listing after you opened it. Reload the page to see their change.'
          : errorMessage(e),
      );
    }
  };

  return (
    <div className="flex flex-wrap items-end gap-2">
      <FormField label="Change status">
        <Select value={next} onChange={(e) => setNext(e.target.value as ListingStatus | '')}>
          <option value="">Choose…</option>
          {listing.allowed_next_statuses.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </Select>
      </FormField>
      <Button variant="secondary" disabled={!next || transition.isPending} onClick={() => void handleMove()}>
        {transition.isPending ? 'Saving…' : 'Move'}
      </Button>
      {error ? (
        <Alert tone="error" className="w-full">
          {error}
        </Alert>
      ) : null}
    </div>
  );
}
