import type { MyDealDto } from '@threshold/domain/dashboard/my-deals.contract';
import { STATUS_LABELS } from '@threshold/domain/transactions/transaction-status';
import { useMyDeals } from '../api/dashboard-api';
import { formatCount, formatDay, formatPercent } from '../lib/format';
import { MoreLink, WidgetList, type WidgetRow } from './widget-list';
import { Widget } from './widget';

/**
 * What each row says about a deal:
 * - checklist: completion and items still to submit (coordinators, assistants);
 * - dates: the next deadline (attorneys, lenders, title, inspectors…);
 * - returned: only deals with checklist items sent back (agents).
 */
export type MyDealsView = 'checklist' | 'dates' | 'returned';

const COPY: Record<MyDealsView, { title: string; empty: string }> = {
  checklist: { title: 'Assigned deals', empty: 'No open deal is assigned to you.' },
  dates: { title: 'My deals and dates', empty: 'No open deal is assigned to you.' },
  returned: { title: 'Checklist items returned to me', empty: 'No checklist item was sent back.' },
};

function row(deal: MyDealDto, view: MyDealsView): WidgetRow {
  const to = `/transactions/${deal.id}`;
  const { total, approved, returned, to_submit: toSubmit } = deal.checklist;
  if (view === 'returned')
    return {
      key: deal.id,
      to,
      label: deal.title,
      detail: `${formatCount(returned)} returned`,
      tone: 'alert',
    };
  if (view === 'checklist') {
    const done = total === 0 ? '—' : formatPercent(approved / total);
    return {
      key: deal.id,
      to,
      label: deal.title,
      detail: `${done} complete · ${formatCount(toSubmit)} to submit`,
    };
  }
  const next = deal.next_date
    ? `${deal.next_date.label} ${formatDay(deal.next_date.date)}`
    : STATUS_LABELS[deal.status];
  return { key: deal.id, to, label: deal.title, detail: next };
}

export function MyDealsWidget({ view }: { view: MyDealsView }) {
  const query = useMyDeals({ returnedOnly: view === 'returned' });
  return (
    <Widget
      id={`my-deals-${view}`}
      title={COPY[view].title}
      query={query}
      isEmpty={(data) => data.items.length === 0}
      empty={COPY[view].empty}
      footer={<MoreLink to="/transactions">All deals</MoreLink>}
    >
      {(data) => <WidgetList rows={data.items.map((deal) => row(deal, view))} />}
    </Widget>
  );
}
