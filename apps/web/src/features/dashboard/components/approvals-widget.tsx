import { usePendingApprovals } from '../api/dashboard-api';
import { formatDay } from '../lib/format';
import { MoreLink, WidgetList } from './widget-list';
import { Widget } from './widget';

const COPY = {
  to_review: { title: 'Changes to approve', empty: 'No change waits for your approval.' },
  mine: { title: 'Waiting on my supervisor', empty: 'Nothing you submitted is waiting for approval.' },
} as const;

/** Pending deal changes: those I must review, or mine that wait on my supervisor. */
export function ApprovalsWidget({ box }: { box: 'to_review' | 'mine' }) {
  const query = usePendingApprovals(box);
  return (
    <Widget
      id={`approvals-${box}`}
      title={COPY[box].title}
      query={query}
      isEmpty={(data) => data.items.length === 0}
      empty={COPY[box].empty}
      footer={<MoreLink to="/transactions/approvals">All approvals</MoreLink>}
    >
      {(data) => (
        <WidgetList
          rows={data.items.map((a) => ({
            key: a.id,
            to: `/transactions/${a.transaction_id}`,
            label: `${a.summary} · ${a.transaction_title}`,
            detail: formatDay(a.requested_at),
          }))}
        />
      )}
    </Widget>
  );
}
