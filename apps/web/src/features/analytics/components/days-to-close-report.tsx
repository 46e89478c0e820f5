import type { DaysToCloseReport } from '@threshold/domain/analytics/days-to-close-report.contract';
import { useReport } from '../api/analytics-api';
import { reportQuery, type AnalyticsFilterState } from '../model/analytics-filters';
import { formatCount, formatDays, formatMonth } from '../model/format';
import { ReportBarChart } from './report-bar-chart';
import { ReportCard } from './report-card';
import { ReportTable, type ReportColumn } from './report-table';

type Row = DaysToCloseReport['rows'][number];

const columns: ReportColumn<Row>[] = [
  { header: 'Closing month', cell: (r) => (r.month ? formatMonth(r.month) : '') },
  { header: 'Closed deals', cell: (r) => formatCount(r.units), numeric: true },
  { header: 'Average days to close', cell: (r) => formatDays(r.average_days), numeric: true },
];

/** Average days from a deal's creation to its closing, per closing month. */
export function DaysToCloseReportCard({ filters }: { filters: AnalyticsFilterState }) {
  const query = reportQuery(filters);
  const report = useReport('days-to-close', query);
  const data = report.data;
  return (
    <ReportCard
      title="Days to close"
      description={`Average days from opening a deal to its closing date${data ? `: ${formatDays(data.totals.average_days)} overall` : ''}.`}
      state={report}
      isEmpty={data?.totals.units === 0}
      exportAs={{ name: 'days-to-close', query }}
      chart={() => (
        <ReportBarChart
          label="Average days to close per month"
          data={(data?.rows ?? []).map((r) => ({ month: formatMonth(r.month), days: r.average_days ?? 0 }))}
          categoryKey="month"
          series={[{ key: 'days', label: 'Average days', color: '#7c3aed' }]}
          formatValue={(d) => formatCount(Math.round(d))}
        />
      )}
      table={() => (
        <ReportTable
          caption="Days to close"
          columns={columns}
          rows={data?.rows ?? []}
          totals={data && { ...data.totals, month: '' }}
        />
      )}
    />
  );
}
