import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { MessageDto } from '@threshold/domain/messaging/message.contract';
import { Button } from '@/components/ui/button';

/** Older messages load once the reader is this close to the top. */
const LOAD_OLDER_WITHIN_PX = 300;

export interface OlderPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

interface VirtualMessageListProps {
  /** Oldest → newest. */
  messages: MessageDto[];
  older: OlderPages;
  renderItem: (message: MessageDto) => ReactNode;
  /** Receives a function that brings a message into view and focuses it (a search result's link). */
  onReady: (reveal: (messageId: string) => void, toEnd: () => void) => void;
}

/**
 * A conversation's messages, virtualized (only those near the viewport are in the page) and anchored
 * at the end like a chat: it opens at the newest message, follows new ones while the reader is at
 * the bottom, and keeps the visible message in place when older ones load above it (on scrolling
 * near the top, or with the button for keyboard users). The list is a `log` for screen readers.
 */
export function VirtualMessageList({ messages, older, renderItem, onReady }: VirtualMessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // The virtualizer re-renders this component on scroll by design (no React Compiler here).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 76,
    getItemKey: (index) => messages[index]!.id,
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: 80,
    overscan: 6,
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = older;

  const reveal = useCallback(
    (messageId: string) => {
      const index = messages.findIndex((m) => m.id === messageId);
      if (index < 0) return;
      virtualizer.scrollToIndex(index, { align: 'center' });
      // The row renders once it is in range: focus it then, so it is read out.
      let tries = 0;
      const focus = () => {
        const element = scroller.current?.querySelector<HTMLElement>(`[data-message-id="${messageId}"]`);
        if (element) element.focus({ preventScroll: true });
        else if (tries++ < 30) requestAnimationFrame(focus);
      };
      requestAnimationFrame(focus);
    },
    [messages, virtualizer],
  );
  const toEnd = useCallback(() => virtualizer.scrollToEnd(), [virtualizer]);
  useLayoutEffect(() => onReady(reveal, toEnd), [onReady, reveal, toEnd]);

  const opened = useRef(false);
  useLayoutEffect(() => {
    if (opened.current || messages.length === 0) return;
    opened.current = true;
    virtualizer.scrollToEnd();
  }, [messages.length, virtualizer]);

  const handleScroll = () => {
    const element = scroller.current;
    if (!element || !hasNextPage || isFetchingNextPage) return;
    if (element.scrollTop < LOAD_OLDER_WITHIN_PX) void fetchNextPage();
  };

  const items = virtualizer.getVirtualItems();
  return (
    <>
      {hasNextPage ? (
        <div className="border-b border-slate-100 p-1 text-center">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
          >
            {isFetchingNextPage ? 'Loading…' : 'Load older messages'}
          </Button>
        </div>
      ) : null}
      <div
      ref={scroller}
      onScroll={handleScroll}
      role="log"
      aria-label="Messages"
      // Focusable so the keyboard scrolls it (arrows, Page Up/Down); older messages load at the top.
      tabIndex={0}
      className="focus-ring flex-1 overflow-y-auto"
      data-testid="message-scroller"
    >
      <ol className="relative" style={{ height: virtualizer.getTotalSize() }} data-testid="message-list">
        {items.map((item) => (
          <li
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            aria-posinset={item.index + 1}
            aria-setsize={messages.length}
            className="absolute top-0 left-0 w-full"
            style={{ transform: `translateY(${item.start}px)` }}
          >
            {renderItem(messages[item.index]!)}
          </li>
        ))}
      </ol>
      </div>
    </>
  );
}
