import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

/** Unknown ids and deals outside the caller's scope look the same (the API answers 404 for both). */
export function DealNotFound() {
  return (
    <>
      <PageHeader title="Deal not found" />
      <EmptyState
        icon={SearchX}
        title="This deal does not exist or you do not have access to it"
        action={
          <Button asChild variant="secondary">
            <Link to="/transactions">Back to transactions</Link>
          </Button>
        }
      >
        <p>
          Check the link, or find the deal in your list. Ask the deal's agent to add you if you should see it.
        </p>
      </EmptyState>
    </>
  );
}
