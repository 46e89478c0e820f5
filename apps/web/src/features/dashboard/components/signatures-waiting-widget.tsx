import { formatShortDay } from '@/lib/format';
import { useSignaturesWaiting, WIDGET_ROWS } from '../api/dashboard-api';
import { MoreLink, WidgetList } from './widget-list';
import { Widget } from './widget';

/** Documents waiting for my signature or approval — as myself, or for the brokerage. */
export function SignaturesWaitingWidget() {
  const query = useSignaturesWaiting();
  return (
    <Widget
      id="signatures-waiting"
      title="Waiting for my signature"
      query={query}
      isEmpty={(data) => data.items.length === 0}
      empty="No document waits for your signature."
      footer={<MoreLink to="/documents?waiting=me">Documents waiting for me</MoreLink>}
    >
      {(data) => (
        <WidgetList
          rows={data.items.slice(0, WIDGET_ROWS).map((item) => ({
            key: item.recipient_id,
            to: `/documents/${item.document_id}`,
            label: item.title,
            detail: [
              item.for_brokerage ? 'for the brokerage' : item.role === 'approver' ? 'to approve' : 'to sign',
              item.sent_at ? `since ${formatShortDay(item.sent_at)}` : null,
            ]
              .filter(Boolean)
              .join(' · '),
          }))}
        />
      )}
    </Widget>
  );
}
