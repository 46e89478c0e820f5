import { useTasksDue } from '../api/dashboard-api';
import { formatDay } from '../lib/format';
import { MoreLink, WidgetList } from './widget-list';
import { Widget } from './widget';

const COPY = {
  deal: { id: 'tasks-due', title: 'Tasks due', empty: 'No open deal tasks for you.', path: '/transactions' },
  contact: { id: 'follow-ups', title: 'Follow-ups', empty: 'No follow-ups due.', path: '/contacts' },
} as const;

/** My open deal tasks or contact follow-ups, overdue first, each opening its deal or contact. */
export function TasksDueWidget({ source, title }: { source: 'deal' | 'contact'; title?: string }) {
  const query = useTasksDue(source);
  const copy = COPY[source];
  return (
    <Widget
      id={copy.id}
      title={title ?? copy.title}
      query={query}
      isEmpty={(data) => data.items.length === 0}
      empty={copy.empty}
      footer={<MoreLink to="/tasks">Open tasks</MoreLink>}
    >
      {(data) => (
        <WidgetList
          rows={data.items.map((t) => ({
            key: t.id,
            to: `${copy.path}/${t.parent_id}`,
            label: `${t.title} · ${t.parent_title}`,
            detail: t.due ? formatDay(t.due) : 'No date',
            tone: t.state === 'overdue' ? 'alert' : 'normal',
          }))}
        />
      )}
    </Widget>
  );
}
