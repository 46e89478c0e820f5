import { useUnreadCounts } from '../api/dashboard-api';
import { formatCount } from '../lib/format';
import { MoreLink } from './widget-list';
import { Widget } from './widget';

/** Unread messages across my conversations. */
export function UnreadMessagesWidget() {
  const query = useUnreadCounts();
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
        <p className="text-sm text-slate-700">
          <span className="text-2xl font-semibold text-slate-900" data-testid="unread-count">
            {formatCount(data.messages)}
          </span>{' '}
          unread in {formatCount(data.conversations)}{' '}
          {data.conversations === 1 ? 'conversation' : 'conversations'}
        </p>
      )}
    </Widget>
  );
}
