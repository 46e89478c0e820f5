import { DEADLINE_WINDOW_DAYS, useDeadlines } from '../api/dashboard-api';
import { formatDay, relativeDays } from '../lib/format';
import { MoreLink, WidgetList } from './widget-list';
import { Widget } from './widget';

/**
 * Overdue deadlines and tasks, then those of the next seven days, each opening its deal. `mine`:
 * only deals I own (agents); otherwise every deal I see (coordinators work on others' deals).
 */
export function DeadlinesWidget({ mine }: { mine: boolean }) {
  const query = useDeadlines(mine);
  return (
    <Widget
      id="deadlines"
      title="Deadlines"
      description={`Overdue and in the next ${DEADLINE_WINDOW_DAYS} days.`}
      query={query}
      isEmpty={(data) => data.items.length === 0}
      empty={`Nothing overdue and nothing due in the next ${DEADLINE_WINDOW_DAYS} days.`}
      footer={<MoreLink to="/tasks">All tasks</MoreLink>}
    >
      {(data) => (
        <WidgetList
          rows={data.items.map((d) => ({
            key: `${d.source}-${d.id}`,
            to: `/transactions/${d.transaction.id}`,
            label: `${d.title} · ${d.transaction.title}`,
            detail: `${formatDay(d.date)} (${relativeDays(d.days_left)})`,
            tone: d.state === 'overdue' ? 'alert' : 'normal',
          }))}
        />
      )}
    </Widget>
  );
}
