import { Contact, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { activeFilterCount, type ContactsUrlState } from '../lib/contacts-url-state';

interface ListStatusProps {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  filtered: ContactsUrlState;
  onClearFilters: () => void;
}

/** Loading, failed, no contacts at all, or nothing matching the filters. */
export function ListStatus({ query, filtered, onClearFilters }: ListStatusProps) {
  if (query.isPending) return <Spinner label="Loading contacts" />;
  if (query.isError)
    return (
      <Alert tone="error" title="The contacts could not be loaded">
        <p>{errorMessage(query.error)}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  if (activeFilterCount(filtered) > 0 || filtered.q.trim())
    return (
      <EmptyState
        icon={SearchX}
        title="No contacts match"
        action={
          <Button variant="secondary" onClick={onClearFilters}>
            Clear search and filters
          </Button>
        }
      >
        <p>Nobody matches {filtered.q.trim() ? `“${filtered.q.trim()}” with ` : ''}these filters.</p>
      </EmptyState>
    );
  return (
    <EmptyState
      icon={Contact}
      title="No contacts yet"
      action={
        <div className="flex gap-2">
          <Button asChild>
            <Link to="/contacts/new">Add a contact</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/contacts/import">Import a CSV</Link>
          </Button>
        </div>
      }
    >
      <p>Add the people you work with once; they show up in your deals too. Press N for a quick add.</p>
    </EmptyState>
  );
}
