import { Button } from '@/components/ui/button';

export interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** "Show more" under a list read page by page; nothing once the last page is in. */
export function ShowMore({ pages }: { pages: Pages }) {
  if (!pages.hasNextPage) return null;
  return (
    <div className="mt-4 flex justify-center">
      <Button
        variant="secondary"
        disabled={pages.isFetchingNextPage}
        onClick={() => void pages.fetchNextPage()}
      >
        {pages.isFetchingNextPage ? 'Loading…' : 'Show more'}
      </Button>
    </div>
  );
}
