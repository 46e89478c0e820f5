import type { LeadSourcesReport } from '@threshold/domain/analytics/lead-sources-report.contract';
import { useReport } from '../api/analytics-api';
import { peopleQuery, type AnalyticsFilterState } from '../model/analytics-filters';
import { formatCents, formatCount } from '../model/format';
import { ReportBarChart } from './report-bar-chart';
import { ReportCard } from './report-card';
import { ReportTable, type ReportColumn } from './report-table';

type Row = LeadSourcesReport['rows'][number];

const sourceLabel = (source: string | null) => source ?? 'No source';
const columns: ReportColumn<Row>[] = [
  { header: 'Lead source', cell: (r) => sourceLabel(r.source) },
  { header: 'Contacts', cell: (r) => formatCount(r.contacts), numeric: true },
  { header: 'Clients on a deal', cell: (r) => formatCount(r.clients), numeric: true },
  { header: 'Deals', cell: (r) => formatCount(r.deals), numeric: true },
  { header: 'Closed', cell: (r) => formatCount(r.closed_deals), numeric: true },
  { header: 'Closed volume', cell: (r) => formatCents(r.closed_volume_cents), numeric: true },
];

/** Contacts by lead source → clients on a deal → closed deals (agent and team filters only). */
export function LeadSourcesReportCard({ filters }: { filters: AnalyticsFilterState }) {
  const query = peopleQuery(filters);
  const report = useReport('lead-sources', query);
  const data = report.data;
  return (
    <ReportCard
      title="Lead sources to closings"
      description="Contacts by lead source, those who became clients on a deal, and their closed deals. Follows agent and team only."
      state={report}
      isEmpty={data?.totals.contacts === 0}
      exportAs={{ name: 'lead-sources', query }}
      chart={() => (
        <ReportBarChart
          label="Contacts, clients and closed deals by lead source"
          data={(data?.rows ?? []).map((r) => ({
            source: sourceLabel(r.source),
            contacts: r.contacts,
            clients: r.clients,
            closed: r.closed_deals,
          }))}
          categoryKey="source"
          series={[
            { key: 'contacts', label: 'Contacts', color: '#94a3b8' },
            { key: 'clients', label: 'Clients on a deal', color: '#1d4ed8' },
            { key: 'closed', label: 'Closed deals', color: '#15803d' },
          ]}
          formatValue={formatCount}
        />
      )}
      table={() => (
        <ReportTable
          caption="Lead sources to closings"
          columns={columns}
          rows={data?.rows ?? []}
          totals={data && { ...data.totals, source: null }}
        />
      )}
    />
  );
}
