import { useUnreadCounts } from '@/lib/unread-messages';
import { formatCount } from '../lib/format';
import { HeadlineCount } from './headline-count';
import { MoreLink } from './widget-list';
import { Widget } from './widget';

/** Unread messages across my conversations (the navigation badge's query: one request, kept live). */
export function UnreadMessagesWidget() {
  const query = useUnreadCounts(true);
  return (
    <Widget
      id="unread-messages"
      title="Messages"
      query={query}
      isEmpty={(data) => data.messages === 0}
      empty="You are all caught up."
      footer={<MoreLink to="/messages">Open messages</MoreLink>}
    >
      {(data) => (
        <HeadlineCount value={data.messages} testId="unread-count">
          unread in {formatCount(data.conversations)}{' '}
          {data.conversations === 1 ? 'conversation' : 'conversations'}
        </HeadlineCount>
      )}
    </Widget>
  );
}
