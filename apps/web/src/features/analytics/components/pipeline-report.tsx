import type { PipelineRow } from '@threshold/domain/analytics/pipeline-report.contract';
import { STATUS_LABELS } from '@threshold/domain/transactions/transaction-status';
import { useReport } from '../api/analytics-api';
import { reportQuery, type AnalyticsFilterState } from '../model/analytics-filters';
import { formatCents, formatCount } from '../model/format';
import { ReportBarChart } from './report-bar-chart';
import { ReportCard } from './report-card';
import { ReportTable, type ReportColumn } from './report-table';

const columns: ReportColumn<PipelineRow>[] = [
  { header: 'Stage', cell: (r) => STATUS_LABELS[r.status] },
  { header: 'Units', cell: (r) => formatCount(r.units), numeric: true },
  { header: 'Volume', cell: (r) => formatCents(r.volume_cents), numeric: true },
];

/** Deals per stage with their volume (best known price). */
export function PipelineReportCard({ filters }: { filters: AnalyticsFilterState }) {
  const query = reportQuery(filters);
  const report = useReport('pipeline', query);
  const data = report.data;
  return (
    <ReportCard
      title="Pipeline"
      description="Deals per stage and their volume (sale, else offer, else list price)."
      state={report}
      isEmpty={data?.totals.units === 0}
      exportAs={{ name: 'pipeline', query }}
      chart={() => (
        <ReportBarChart
          label="Deals per stage"
          data={(data?.rows ?? []).map((r) => ({ stage: STATUS_LABELS[r.status], units: r.units }))}
          categoryKey="stage"
          series={[{ key: 'units', label: 'Deals', color: '#1d4ed8' }]}
          formatValue={formatCount}
        />
      )}
      table={() => (
        <ReportTable
          caption="Pipeline by stage"
          columns={columns}
          rows={data?.rows ?? []}
          totals={data && { ...data.totals, status: 'draft' }}
        />
      )}
    />
  );
}
