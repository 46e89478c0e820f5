import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { MessageDto } from '@threshold/domain/messaging/message.contract';

/** How many older pages may be loaded to reach a linked message (50 messages each). */
const MAX_PAGES_TO_REACH = 20;

/**
 * A link to `?message=<id>` (a search result) opens the thread at that message: older pages load
 * until it is there, then `reveal` scrolls it into view and focuses it, so it is read out and marked.
 */
export function useScrollToMessage(
  messages: MessageDto[],
  pages: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => unknown;
    pageCount: number;
  },
  reveal: (messageId: string) => void,
): string | null {
  const [params] = useSearchParams();
  const target = params.get('message');
  const shown = useRef<string | null>(null);
  const present = target !== null && messages.some((m) => m.id === target);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, pageCount } = pages;
  useEffect(() => {
    if (!target || shown.current === target) return;
    if (present) {
      shown.current = target;
      reveal(target);
    } else if (hasNextPage && !isFetchingNextPage && pageCount < MAX_PAGES_TO_REACH) {
      void fetchNextPage();
    }
  }, [target, present, hasNextPage, isFetchingNextPage, fetchNextPage, pageCount, reveal]);
  return present ? target : null;
}
