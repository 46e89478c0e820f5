import { LISTING_STATUSES } from '@threshold/domain/listings/listing-status';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { STATUS_LABELS } from '../lib/listing-format';
import type { ListingsUrlState } from '../lib/listings-url-state';

interface Props {
  state: ListingsUrlState;
  onChange: (next: ListingsUrlState) => void;
}

/** Text, status, price and sort filters of /real-estate; applied on submit so typing stays fast. */
export function ListingsFilters({ state, onChange }: Props) {
  const [draft, setDraft] = useState(state);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft);
  };
  return (
    <form
      onSubmit={handleSubmit}
      role="search"
      aria-label="Filter listings"
      className="mb-4 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6"
    >
      <FormField label="Search" className="lg:col-span-2">
        <Input
          type="search"
          placeholder="Address, city, MLS number"
          value={draft.q}
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
        />
      </FormField>
      <FormField label="Status">
        <Select
          value={draft.status[0] ?? ''}
          onChange={(e) =>
            setDraft({
              ...draft,
              status: e.target.value ? [e.target.value as (typeof LISTING_STATUSES)[number]] : [],
            })
          }
        >
          <option value="">Any status</option>
          {LISTING_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Min price ($)">
        <Input
          inputMode="numeric"
          value={draft.minPrice}
          onChange={(e) => setDraft({ ...draft, minPrice: e.target.value })}
        />
      </FormField>
      <FormField label="Max price ($)">
        <Input
          inputMode="numeric"
          value={draft.maxPrice}
          onChange={(e) => setDraft({ ...draft, maxPrice: e.target.value })}
        />
      </FormField>
      <FormField label="Sort">
        <Select
          value={draft.sort}
          onChange={(e) => setDraft({ ...draft, sort: e.target.value as ListingsUrlState['sort'] })}
        >
          <option value="-updated_at">Recently updated</option>
          <option value="-list_price">Price, high to low</option>
          <option value="list_price">Price, low to high</option>
        </Select>
      </FormField>
      <div className="flex items-end gap-4 sm:col-span-2 lg:col-span-6">
        <Checkbox
          label="Only my listings"
          checked={draft.mine}
          onChange={(e) => setDraft({ ...draft, mine: e.target.checked })}
        />
        <Button type="submit">Apply filters</Button>
      </div>
    </form>
  );
}
