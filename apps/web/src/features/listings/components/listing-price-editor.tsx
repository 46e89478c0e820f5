import { ListingDto } from '@threshold/domain/listings/create-listing.contract';
import type { UpdateListingInput } from '@threshold/domain/listings/update-listing.contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConflictNotice } from '@/components/ui/conflict-notice';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { useVersionedMutation } from '@/lib/versioned-mutation';
import { listingsKeys } from '../api/listings-keys';
import { dollarsToCents, formatCents } from '../lib/listing-format';

/** Changes the list price (kept in the price history), based on the version the editor opened with. */
export function ListingPriceEditor({ listing }: { listing: ListingDto }) {
  const queryClient = useQueryClient();
  const [price, setPrice] = useState(String(listing.list_price_cents / 100));
  const [error, setError] = useState<string | null>(null);
  const edit = useVersionedMutation({
    version: listing.version,
    recordSchema: ListingDto,
    send: (input: UpdateListingInput, headers) =>
      api.patch(`/api/listings/${listing.id}`, input, { schema: ListingDto, headers }),
    versionOf: (saved) => saved.version,
    onSaved: async (saved) => {
      queryClient.setQueryData(listingsKeys.detail(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: ['listings', 'list'] });
    },
    onDiscard: (current) => queryClient.setQueryData(listingsKeys.detail(current.id), current),
  });
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const cents = dollarsToCents(price);
    if (!cents || Number.isNaN(cents)) return setError('Enter the new price in dollars.');
    try {
      const saved = await edit.save({ list_price_cents: cents });
      if (saved) toast.success(`List price is now ${formatCents(saved.list_price_cents)}`);
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  const conflict = edit.conflict;
  return (
    <form onSubmit={(e) => void handleSubmit(e)} className="flex flex-wrap items-end gap-2">
      <FormField label="List price ($)" error={error ?? undefined}>
        <Input
          inputMode="decimal"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          className="w-40"
        />
      </FormField>
      <Button type="submit" variant="secondary" disabled={edit.isPending}>
        {edit.isPending ? 'Saving…' : 'Change price'}
      </Button>
      {conflict ? (
        <div className="w-full">
          <ConflictNotice
            what="listing"
            changedBy={conflict.changedBy}
            changedAt={conflict.changedAt}
            changes={[
              {
                label: 'List price',
                theirs: formatCents(conflict.current.list_price_cents),
                yours: formatCents(conflict.input.list_price_cents),
              },
            ]}
            busy={edit.isPending}
            onReapply={edit.reapply}
            onDiscard={edit.discard}
          />
        </div>
      ) : null}
    </form>
  );
}
