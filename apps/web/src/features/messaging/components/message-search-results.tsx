import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import type { MessageSearchHit } from '@threshold/domain/messaging/message-search.contract';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useMessageSearch } from '../api/message-search-api';
import { personName } from '../lib/people';

const SNIPPET_CONTEXT = 60;

/** The text around the first match, with every match marked. */
function Snippet({ body, term }: { body: string; term: string }) {
  const at = body.toLowerCase().indexOf(term.toLowerCase());
  const start = Math.max(0, at - SNIPPET_CONTEXT);
  const text = `${start > 0 ? '…' : ''}${body.slice(start, Math.max(at, 0) + term.length + SNIPPET_CONTEXT * 2)}`;
  const pattern = new RegExp(`(${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`, 'gi');
  return (
    <span className="line-clamp-2 text-xs text-slate-700">
      {text.split(pattern).map((part, i) =>
        i % 2 === 1 ? (
          <mark key={i} className="rounded bg-yellow-200 px-0.5 text-slate-900">
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </span>
  );
}

const when = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });

/** Search results in place of the conversation list; each opens its conversation at the message. */
export function MessageSearchResults({
  term,
  conversationId,
  linkFor,
}: {
  term: string;
  conversationId?: string;
  linkFor: (hit: MessageSearchHit) => string;
}) {
  const search = useMessageSearch(term, conversationId);
  if (search.isPending) return <Spinner label="Searching messages" />;
  if (search.isError)
    return (
      <p className="p-4 text-sm text-red-700" role="alert">
        The search failed. {errorMessage(search.error)}
      </p>
    );
  const hits = search.data.pages.flatMap((p) => p.items);
  if (hits.length === 0)
    return (
      <div className="p-4">
        <EmptyState icon={SearchX} title="No messages match">
          Nothing {conversationId ? 'in this conversation' : 'in your conversations'} contains “{term}”.
        </EmptyState>
      </div>
    );
  return (
    <div>
      <p className="sr-only" aria-live="polite">
        {hits.length}
        {search.hasNextPage ? ' or more' : ''} messages found
      </p>
      <ul className="divide-y divide-slate-100" data-testid="message-search-results">
        {hits.map((hit) => (
          <li key={hit.message_id}>
            <Link to={linkFor(hit)} className="focus-ring block px-3 py-3 hover:bg-slate-50">
              <span className="flex items-baseline justify-between gap-2">
                <span className="truncate text-sm font-medium text-slate-900">{hit.conversation_title}</span>
                <span className="shrink-0 text-xs text-slate-600">{when(hit.created_at)}</span>
              </span>
              <span className="block text-xs text-slate-600">{personName(hit.author)}</span>
              <Snippet body={hit.body} term={term.trim()} />
            </Link>
          </li>
        ))}
      </ul>
      {search.hasNextPage ? (
        <div className="p-2 text-center">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void search.fetchNextPage()}
            disabled={search.isFetchingNextPage}
          >
            {search.isFetchingNextPage ? 'Loading…' : 'More results'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
