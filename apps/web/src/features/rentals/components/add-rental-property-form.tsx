import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCreateRentalProperty, usePropertySearch } from '../api/rentals-api';

/** Put a Real Estate property of the organization under rental management (the caller manages it). */
export function AddRentalPropertyForm() {
  const navigate = useNavigate();
  const create = useCreateRentalProperty();
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, 250);
  const search = usePropertySearch(debounced);
  const [error, setError] = useState<string | null>(null);

  async function manage(propertyId: string) {
    setError(null);
    try {
      const rental = await create.mutateAsync({ property_id: propertyId });
      toast.success('Property under management');
      void navigate(`/rental-dashboard/properties/${rental.id}`);
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  const searching = debounced.trim().length >= 2;
  return (
    <form
      aria-label="Add a rental property"
      noValidate
      onSubmit={(e) => e.preventDefault()}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      <FormField
        label="Find the property (address)"
        hint="Type two letters, then choose the property to manage"
      >
        <Input autoComplete="off" value={query} onChange={(e) => setQuery(e.target.value)} />
      </FormField>
      {!searching ? null : search.isPending ? (
        <Spinner label="Searching properties" />
      ) : search.isError ? (
        <Alert tone="error">{errorMessage(search.error)}</Alert>
      ) : search.data.items.length === 0 ? (
        <p className="text-sm text-slate-600">
          No property matches. Add it in{' '}
          <Link to="/real-estate/properties/new" className="text-brand-700 underline">
            Real Estate
          </Link>{' '}
          first.
        </p>
      ) : (
        <ul
          aria-label="Matching properties"
          className="divide-y divide-slate-100 rounded border border-slate-200"
        >
          {search.data.items.map((p) => {
            const address = `${p.address.line1}, ${p.address.city}`;
            return (
              <li key={p.id} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
                <span>{address}</span>
                <Button
                  type="button"
                  size="sm"
                  disabled={create.isPending}
                  aria-label={`Manage ${address}`}
                  onClick={() => void manage(p.id)}
                >
                  Manage
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </form>
  );
}
