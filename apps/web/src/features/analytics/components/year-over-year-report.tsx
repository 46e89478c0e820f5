import type { YearOverYearRow } from '@threshold/domain/analytics/year-over-year-report.contract';
import { useReport } from '../api/analytics-api';
import { reportQuery, type AnalyticsFilterState } from '../model/analytics-filters';
import { formatCents, formatCentsCompact, formatCount, formatMonthNumber } from '../model/format';
import { ReportBarChart } from './report-bar-chart';
import { ReportCard } from './report-card';
import { ReportTable, type ReportColumn } from './report-table';

/** Closed volume per month of this year beside last year (the date filters do not apply). */
export function YearOverYearReportCard({ filters }: { filters: AnalyticsFilterState }) {
  const query = reportQuery(filters, false);
  const report = useReport('year-over-year', query);
  const data = report.data;
  const year = data?.year ?? new Date().getFullYear();
  const columns: ReportColumn<YearOverYearRow>[] = [
    { header: 'Month', cell: (r) => formatMonthNumber(r.month) },
    { header: `${year} units`, cell: (r) => formatCount(r.current.units), numeric: true },
    { header: `${year} volume`, cell: (r) => formatCents(r.current.volume_cents), numeric: true },
    { header: `${year - 1} units`, cell: (r) => formatCount(r.previous.units), numeric: true },
    { header: `${year - 1} volume`, cell: (r) => formatCents(r.previous.volume_cents), numeric: true },
  ];
  return (
    <ReportCard
      title="Year over year"
      description={`Closed volume per month, ${year} against ${year - 1}. The closing-date filter does not apply.`}
      state={report}
      isEmpty={data?.rows.every((r) => r.current.units + r.previous.units === 0) ?? false}
      exportAs={{ name: 'year-over-year', query }}
      chart={() => (
        <ReportBarChart
          label={`Closed volume per month, ${year} against ${year - 1}`}
          data={(data?.rows ?? []).map((r) => ({
            month: formatMonthNumber(r.month),
            current: r.current.volume_cents,
            previous: r.previous.volume_cents,
          }))}
          categoryKey="month"
          series={[
            { key: 'previous', label: String(year - 1), color: '#94a3b8' },
            { key: 'current', label: String(year), color: '#1d4ed8' },
          ]}
          formatValue={formatCentsCompact}
        />
      )}
      table={() => <ReportTable caption="Year over year" columns={columns} rows={data?.rows ?? []} />}
    />
  );
}
