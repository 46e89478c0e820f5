import { Link } from 'react-router';
import { useNewLeads } from '../api/dashboard-api';
import { formatCount } from '../lib/format';
import { MoreLink } from './widget-list';
import { Widget } from './widget';

/** New leads of the last 7 days (mine, in my scope, unassigned) and my follow-ups due, each linking to the list. */
export function NewLeadsWidget() {
  const query = useNewLeads();
  return (
    <Widget
      id="new-leads"
      title="New leads"
      description="Contacts added in the last 7 days."
      query={query}
      isEmpty={() => false}
      empty=""
      footer={<MoreLink to="/contacts?sort=-created_at">Open contacts, newest first</MoreLink>}
    >
      {(data) => (
        <dl className="grid grid-cols-2 gap-4">
          <Figure
            label="Assigned to me"
            value={data.assigned_to_me}
            to="/contacts?owner=me&sort=-created_at"
          />
          <Figure label="All I can see" value={data.in_scope} to="/contacts?sort=-created_at" />
          <Figure
            label="Not assigned yet"
            value={data.unassigned}
            to="/contacts?owner=unassigned&sort=-created_at"
          />
          <Figure
            label="Follow-ups due"
            value={data.follow_ups_due}
            to="/tasks"
            alert={data.follow_ups_due > 0}
          />
        </dl>
      )}
    </Widget>
  );
}

function Figure({ label, value, to, alert }: { label: string; value: number; to: string; alert?: boolean }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd>
        <Link
          to={to}
          className={`focus-ring rounded text-2xl font-semibold tabular-nums hover:underline ${alert ? 'text-red-800' : 'text-slate-900'}`}
          data-testid={`new-leads-${label.toLowerCase().replace(/ /g, '-')}`}
        >
          {formatCount(value)}
          <span className="sr-only"> {label.toLowerCase()}</span>
        </Link>
      </dd>
    </div>
  );
}
